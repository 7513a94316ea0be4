import type { SystemMessageId } from './messages';

/** Japanese: every id of the English table. */
export const ja: Record<SystemMessageId, string> = {
  'system.notFound.title': 'このページは存在しません',
  'system.notFound.body': 'お探しのページが見つかりませんでした。',
  'system.notFound.home': 'ホームページへ',
  'system.maintenance.title': 'まもなく再開します！',
  'system.maintenance.body':
    'ご不便をおかけして申し訳ありません。現在メンテナンスを行っています。まもなくオンラインに戻ります！',
  'system.invalidDomain.title': 'このドメインにはコミュニティが設定されていません',
  'system.invalidDomain.body':
    '{host} に設定されたコミュニティはありません。アドレスを確認するか、コミュニティの主催者にお問い合わせください。',
  'system.serviceDown.title': 'サービスが一時的に利用できません',
  'system.serviceDown.body': '現在サーバーに接続できません。データは安全です。',
  'system.serviceDown.alerted': 'チームに通知済みで、復旧に取り組んでいます。',
  'system.serviceDown.countdown': '{seconds} 秒後に再試行します',
  'system.serviceDown.refresh':
    'ページが自動的に更新されない場合は、ページを再読み込みしてください。',
  'system.serviceDown.refreshNow': '今すぐ更新',
};
