import type { ActivitiesMessageId } from './messages';

/** Japanese: every id of the English table. */
export const ja: Record<ActivitiesMessageId, string> = {
  'activities.title': 'アクティビティ',
  'activities.tabs.feed': 'フィード',
  'activities.tabs.public': '最新',
  'activities.tabs.featured': '注目',
  'activities.list.label': '投稿',
  'activities.empty.feed': 'フィードにはまだ何もありません',
  'activities.empty.featured': '注目の投稿はまだありません',
  'activities.detail.title': '投稿',
  'activities.detail.comments': 'コメント',
  'activities.detail.comments.empty': 'まだコメントはありません',
  'activities.detail.back': 'アクティビティに戻る',
  'activities.detail.parent': 'この投稿への返信',
  'activities.interests.nudge':
    '興味のあることを教えてください。ぴったりの人とつながるお手伝いをします。',
  'activities.interests.select': '興味を5つ選んでください',
  'activities.empty.feed.body':
    '人をフォローしたりグループに参加したりすると、その投稿がここに表示されます。',
  'activities.empty.feed.people': '人を探す',
  'activities.empty.feed.groups': 'グループを探す',
  'activities.empty.public': 'まだ投稿はありません',
  'activities.empty.public.body': 'サインインして、最初の投稿をしましょう。',
  'activities.empty.featured.body': 'コミュニティチームが選んだ投稿がここに表示されます。',
  'activities.detail.comments.empty.body': '下の欄から会話を始めましょう。',
  'activities.detail.comments.empty.signedOut': 'サインインして会話を始めましょう。',
};
