import type { InterestsMessageId } from './messages';

/** Japanese: every id of the English table. */
export const ja: Record<InterestsMessageId, string> = {
  'interests.title': 'あなたの興味',
  'interests.select': '興味を5つ選んでください',
  'interests.intro':
    '関心のあるものを選んでください。おすすめの人、グループ、投稿の提案に使います。',
  'interests.selected': '{min}個中{count}個を選択済み',
  'interests.save': '保存して続ける',
  'interests.full': '5つ選びました。別のものを選ぶには、どれかの選択を外してください。',
  'interests.tooMany': '5つにするため、{extra}件の選択を外してください。',
  'interests.skip': '後で',
  'interests.saved': '興味を保存しました',
  'interests.list.label': '興味',
  'interests.empty': '興味はまだありません。',
  'interests.add.label': '見つかりませんか？興味を追加',
  'interests.add.submit': '追加',
  'interests.activities.empty': 'これに関する投稿はまだありません。',
  'interests.activities.label': '投稿',
  'interests.heading': '#{name}',
};
