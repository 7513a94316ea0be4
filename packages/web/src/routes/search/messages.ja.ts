import type { SearchMessageId } from './messages';

/** Japanese: every id of the English table. */
export const ja: Record<SearchMessageId, string> = {
  'search.title': '検索',
  'search.field.label': 'イベント、グループ、メンバー、投稿、チャンネル、コンテンツを検索',
  'search.field.placeholder': '何をお探しですか？',
  'search.tabs.label': '結果の種類',
  'search.tabs.all': 'すべて',
  'search.tabs.count': '{label}（{count}）',
  'search.results.label': '検索結果',
  'search.pages.label': '検索結果のページ',
  'search.pages.previous': '前へ',
  'search.pages.next': '次へ',
  'search.start': 'コミュニティ全体を検索するには、言葉を入力してください。',
  'search.error': '検索が応答しませんでした。しばらくしてからもう一度お試しください。',
};
