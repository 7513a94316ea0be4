import type { AdminMessageId } from './messages';

/** German: every id of the English table. */
export const de: Record<AdminMessageId, string> = {
  'admin.title': 'Verwaltung',
  'admin.intro': 'Die Seiten, auf denen du die Organisation führst.',
  'admin.notAdmin': 'Diese Seite ist für Administratoren',
  'admin.notAdminBody':
    'Nur die Administratorinnen und Administratoren der Organisation können diese Seiten nutzen. Frag eine von ihnen, wenn du eine Änderung brauchst.',
  'admin.apiKeys.link': 'API-Schlüssel',
  'admin.apiKeys.linkBody':
    'Schlüssel, mit denen deine anderen Systeme Veranstaltungen, Teilnehmende und Mitglieder lesen und Personen einchecken.',
  'admin.apiKeys.title': 'API-Schlüssel',
  'admin.apiKeys.intro':
    'Mit einem Schlüssel kann ein anderes System (ein CRM, ein Einlassscanner, ein Newsletter-Verteiler) die API dieser Community aufrufen, indem es den Header {header} sendet. Er handelt in deinem Namen und nur innerhalb der Berechtigungen, die du wählst.',
  'admin.apiKeys.create': 'Schlüssel erstellen',
  'admin.apiKeys.name': 'Name',
  'admin.apiKeys.nameHint': 'Wofür der Schlüssel ist, etwa „Einlassscanner“ oder „CRM-Abgleich“.',
  'admin.apiKeys.nameRequired': 'Gib dem Schlüssel einen Namen.',
  'admin.apiKeys.scopes': 'Berechtigungen',
  'admin.apiKeys.scopesRequired': 'Wähle mindestens eine Berechtigung.',
  'admin.apiKeys.scope.events:read': 'Veranstaltungen lesen',
  'admin.apiKeys.scope.attendees:read':
    'Teilnehmende, Tickets und Berichte der Veranstaltungen lesen, die du ausrichtest',
  'admin.apiKeys.scope.attendees:write':
    'Teilnehmende einchecken (und das Einchecken rückgängig machen)',
  'admin.apiKeys.scope.members:read': 'Mitgliederprofile lesen',
  'admin.apiKeys.expires': 'Letzter Tag (optional)',
  'admin.apiKeys.expiresHint': 'Leer lassen für einen Schlüssel, der gilt, bis du ihn widerrufst.',
  'admin.apiKeys.submit': 'Schlüssel erstellen',
  'admin.apiKeys.secretTitle': 'Kopiere deinen neuen Schlüssel jetzt',
  'admin.apiKeys.secretBody':
    'Er wird nur dieses eine Mal angezeigt. Bewahre ihn sicher auf; wenn du ihn verlierst, widerrufe ihn und erstelle einen neuen.',
  'admin.apiKeys.secretLabel': 'Schlüssel „{name}“',
  'admin.apiKeys.copy': 'Schlüssel kopieren',
  'admin.apiKeys.copied': 'Schlüssel kopiert',
  'admin.apiKeys.copyFailed':
    'Kopieren hat nicht geklappt: Markiere den Schlüssel und kopiere ihn selbst.',
  'admin.apiKeys.done': 'Ich habe ihn gespeichert',
  'admin.apiKeys.listTitle': 'Schlüssel',
  'admin.apiKeys.empty': 'Noch keine Schlüssel',
  'admin.apiKeys.emptyBody': 'Erstelle einen, wenn ein anderes System die API aufrufen muss.',
  'admin.apiKeys.actsFor': 'Handelt als {name}',
  'admin.apiKeys.createdAt': 'Erstellt am {date}',
  'admin.apiKeys.lastUsed': 'Zuletzt verwendet am {date}',
  'admin.apiKeys.neverUsed': 'Nie verwendet',
  'admin.apiKeys.expiresAt': 'Läuft am {date} ab',
  'admin.apiKeys.status.active': 'Aktiv',
  'admin.apiKeys.status.revoked': 'Widerrufen',
  'admin.apiKeys.status.expired': 'Abgelaufen',
  'admin.apiKeys.revoke': 'Widerrufen',
  'admin.apiKeys.revokeTitle': '„{name}“ widerrufen?',
  'admin.apiKeys.revokeBody':
    'Jedes System, das diesen Schlüssel verwendet, wird ab sofort abgewiesen. Das lässt sich nicht rückgängig machen.',
  'admin.apiKeys.revoked': 'Schlüssel widerrufen',
};
