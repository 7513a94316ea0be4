import type { UiMessageId } from './messages';

/** Japanese: every id of the English table. */
export const ja: Record<UiMessageId, string> = {
  'ui.calendar.label': 'カレンダーに追加',
  'ui.calendar.google': 'Google カレンダー',
  'ui.calendar.outlook': 'Outlook',
  'ui.calendar.ics': 'カレンダーファイル (.ics)',
  'ui.confirm.cancel': 'キャンセル',
  'ui.confirm.reason': '理由',
  'ui.confirm.details': '詳細（任意）',
  'ui.empty.search.title': '「{search}」に一致するものはありません',
  'ui.empty.search.body': 'つづりを確認するか、語数を減らすか別の言葉で検索してください。',
  'ui.empty.search.clear': '検索をクリア',
  'ui.hostNav.label': 'イベント管理',
  'ui.hostNav.overview': '概要',
  'ui.hostNav.program': 'プログラム',
  'ui.hostNav.questions': '質問',
  'ui.hostNav.attendees': '参加者',
  'ui.hostNav.checkin': 'チェックイン',
  'ui.hostNav.report': 'レポート',
  'ui.hostNav.announcements': 'お知らせ',
  'ui.hostNav.emails': 'メール',
  'ui.steps.progress': 'ステップ {step}/{total}・{label}',
  'ui.steps.done': '（完了）',
  'ui.steps.back': '戻る',
  'ui.steps.continue': '次へ',
};
