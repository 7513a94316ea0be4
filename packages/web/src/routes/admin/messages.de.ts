import type { AdminMessageId } from './messages';

/** German: every id of the English table. */
export const de: Record<AdminMessageId, string> = {
  'admin.title': 'Verwaltung',
  'admin.intro': 'Die Seiten, auf denen du die Organisation führst.',
  'admin.notAdmin': 'Diese Seite ist für Administratoren',
  'admin.notAdminBody':
    'Nur die Administratorinnen und Administratoren der Organisation können diese Seiten nutzen. Frag eine von ihnen, wenn du eine Änderung brauchst.',
};
