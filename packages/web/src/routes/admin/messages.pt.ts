import type { AdminMessageId } from './messages';

/** Portuguese: every id of the English table. */
export const pt: Record<AdminMessageId, string> = {
  'admin.title': 'Administração',
  'admin.intro': 'As telas onde você administra a organização.',
  'admin.notAdmin': 'Esta página é para administradores',
  'admin.notAdminBody':
    'Só os administradores da organização podem usar estas telas. Peça a um deles se precisar mudar alguma coisa.',
};
