import type { AdminMessageId } from './messages';

/** Japanese: every id of the English table. */
export const ja: Record<AdminMessageId, string> = {
  'admin.title': '管理',
  'admin.intro': '組織を運営するための画面です。',
  'admin.notAdmin': 'このページは管理者専用です',
  'admin.notAdminBody':
    'これらの画面を使えるのは組織の管理者だけです。変更が必要な場合は管理者に依頼してください。',
  'admin.apiKeys.link': 'API キー',
  'admin.apiKeys.linkBody':
    'ほかのシステムがイベント・参加者・メンバーを読み取り、チェックインを行うためのキーです。',
  'admin.apiKeys.title': 'API キー',
  'admin.apiKeys.intro':
    'キーを使うと、ほかのシステム（CRM、入場スキャナー、メーリングリストなど）がヘッダー {header} を送ってこのコミュニティの API を呼び出せます。キーはあなたとして、選んだスコープの範囲内でのみ動作します。',
  'admin.apiKeys.create': 'キーを作成',
  'admin.apiKeys.name': '名前',
  'admin.apiKeys.nameHint': 'キーの用途（例：「入場スキャナー」「CRM 同期」）。',
  'admin.apiKeys.nameRequired': 'キーに名前を付けてください。',
  'admin.apiKeys.scopes': 'スコープ',
  'admin.apiKeys.scopesRequired': 'スコープを 1 つ以上選んでください。',
  'admin.apiKeys.scope.events:read': 'イベントの読み取り',
  'admin.apiKeys.scope.attendees:read':
    'あなたが主催するイベントの参加者・パス・レポートの読み取り',
  'admin.apiKeys.scope.attendees:write': '参加者のチェックイン（と取り消し）',
  'admin.apiKeys.scope.members:read': 'メンバーのプロフィールの読み取り',
  'admin.apiKeys.expires': '最終日（任意）',
  'admin.apiKeys.expiresHint': '空欄にすると、取り消すまで使えるキーになります。',
  'admin.apiKeys.submit': 'キーを作成',
  'admin.apiKeys.secretTitle': '新しいキーを今すぐコピーしてください',
  'admin.apiKeys.secretBody':
    '表示されるのはこの一度だけです。安全な場所に保管してください。なくした場合は取り消して、新しいキーを作成してください。',
  'admin.apiKeys.secretLabel': 'キー「{name}」',
  'admin.apiKeys.copy': 'キーをコピー',
  'admin.apiKeys.copied': 'キーをコピーしました',
  'admin.apiKeys.copyFailed': 'コピーできませんでした。キーを選択して手動でコピーしてください。',
  'admin.apiKeys.done': '保管しました',
  'admin.apiKeys.listTitle': 'キー',
  'admin.apiKeys.empty': 'キーはまだありません',
  'admin.apiKeys.emptyBody': 'ほかのシステムが API を呼び出す必要があるときに作成してください。',
  'admin.apiKeys.actsFor': '{name} として動作',
  'admin.apiKeys.createdAt': '{date} に作成',
  'admin.apiKeys.lastUsed': '最終使用 {date}',
  'admin.apiKeys.neverUsed': '未使用',
  'admin.apiKeys.expiresAt': '{date} に失効',
  'admin.apiKeys.status.active': '有効',
  'admin.apiKeys.status.revoked': '取り消し済み',
  'admin.apiKeys.status.expired': '期限切れ',
  'admin.apiKeys.revoke': '取り消す',
  'admin.apiKeys.revokeTitle': '「{name}」を取り消しますか？',
  'admin.apiKeys.revokeBody':
    'このキーを使うシステムは今後すべて拒否されます。元に戻すことはできません。',
  'admin.apiKeys.revoked': 'キーを取り消しました',
};
