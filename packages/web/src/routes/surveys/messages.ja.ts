import type { SurveysMessageId } from './messages';

/** Japanese: every id of the English table. */
export const ja: Record<SurveysMessageId, string> = {
  'surveys.title': 'アンケート',
  'surveys.start': 'アンケートを始める',
  'surveys.signIn': 'このアンケートに回答するにはサインインしてください',
  'surveys.progress': 'セクション {current} / {total}',
  'surveys.previous': '前へ',
  'surveys.next': '次へ',
  'surveys.submit': '回答を送信',
  'surveys.saving': '保存中…',
  'surveys.thanks.title': 'ありがとうございました！',
  'surveys.again': 'もう一度回答する',
  'surveys.thanks.body': '回答を送信しました。',
  'surveys.admin.title': 'アンケート',
  'surveys.admin.empty': 'アンケートはまだありません',
  'surveys.admin.emptyBody': '組織のアンケートと結果がここに表示されます。',
  'surveys.admin.counts': '送信済み {submitted} 件 · 回答中 {drafts} 件',
  'surveys.admin.open': 'アンケート「{name}」を開く',
  'surveys.results.title': 'アンケート結果',
  'surveys.results.submitted': '送信済み {count} 件',
  'surveys.results.answered': '回答 {count} 件',
  'surveys.results.choice': '{count} 件（{percent}%）',
  'surveys.results.chartLabel': '{question} への回答',
  'surveys.results.download': 'CSV をダウンロード',
  'surveys.admin.link': 'アンケート',
  'surveys.admin.linkBody': '組織のアンケートと回答、結果を確認します。',
};
