import type { AdminMessageId } from './messages';

/** French: every id of the English table. */
export const fr: Record<AdminMessageId, string> = {
  'admin.title': 'Administration',
  'admin.intro': 'Les écrans où vous gérez l’organisation.',
  'admin.notAdmin': 'Cette page est réservée aux administrateurs',
  'admin.notAdminBody':
    'Seuls les administrateurs de l’organisation peuvent utiliser ces écrans. Demandez à l’un d’eux si vous avez besoin d’un changement.',
};
