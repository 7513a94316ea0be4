import type { UiMessageId } from './messages';

/** Japanese: every id of the English table. */
export const ja: Record<UiMessageId, string> = {
  'ui.confirm.cancel': 'キャンセル',
  'ui.confirm.reason': '理由',
  'ui.confirm.details': '詳細（任意）',
  'ui.empty.search.title': '「{search}」に一致するものはありません',
  'ui.empty.search.body': 'つづりを確認するか、語数を減らすか別の言葉で検索してください。',
  'ui.empty.search.clear': '検索をクリア',
};
