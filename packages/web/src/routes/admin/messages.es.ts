import type { AdminMessageId } from './messages';

/** Spanish: every id of the English table. */
export const es: Record<AdminMessageId, string> = {
  'admin.title': 'Administración',
  'admin.intro': 'Las pantallas desde las que gestionas la organización.',
  'admin.notAdmin': 'Esta página es para administradores',
  'admin.notAdminBody':
    'Solo los administradores de la organización pueden usar estas pantallas. Pide a uno de ellos lo que necesites cambiar.',
};
