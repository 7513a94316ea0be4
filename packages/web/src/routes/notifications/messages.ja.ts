import type { NotificationsMessageId } from './messages';

/** Japanese: every id of the English table. */
export const ja: Record<NotificationsMessageId, string> = {
  'notifications.title': 'お知らせ',
  'notifications.tabs.label': '表示',
  'notifications.tabs.all': 'すべて',
  'notifications.tabs.unread': '未読',
  'notifications.markAllRead': 'すべて既読にする',
  'notifications.empty': 'お知らせはまだありません。',
  'notifications.emptyUnread': '未読のお知らせはありません。',
  'notifications.list.label': 'お知らせ',
  'notifications.unread': '未読',
  'notifications.settings': '通知設定',
  'notifications.someone': '誰か',
  'notifications.bell.label': '{count, plural, =0 {お知らせ} other {お知らせ（未読 #件）}}',
  'notifications.type.ANNOUNCEMENT': '新しいお知らせがあります',
  'notifications.type.FOLLOW': '{name} さんがあなたをフォローしました',
  'notifications.type.INVITATION': '{name} さんから招待が届きました',
  'notifications.type.TRANSFER': '{name} さんからパスが譲渡されました',
  'notifications.type.LIKE': '{name} さんがあなたの投稿にいいねしました',
  'notifications.type.COMMENT': '{name} さんがあなたの投稿にコメントしました',
  'notifications.type.RESHARE': '{name} さんがあなたの投稿をシェアしました',
  'notifications.type.EVENT': '参加登録したイベントが近づいています',
  'notifications.type.ACTIVITY': '{name} さんが新しい投稿をしました',
  'notifications.type.GROUP_INVITATION': '{name} さんからグループに招待されました',
  'notifications.type.GROUP_REQUEST_ACCEPTED': 'グループへの参加リクエストが承認されました',
  'notifications.type.CONTENT': '新しいコンテンツが公開されました',
};
