import type { AdminMessageId } from './messages';

/** Japanese: every id of the English table. */
export const ja: Record<AdminMessageId, string> = {
  'admin.title': '管理',
  'admin.intro': '組織を運営するための画面です。',
  'admin.notAdmin': 'このページは管理者専用です',
  'admin.notAdminBody':
    'これらの画面を使えるのは組織の管理者だけです。変更が必要な場合は管理者に依頼してください。',
};
