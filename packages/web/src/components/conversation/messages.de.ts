import type { ConversationMessageId } from './messages';

/** German: every id of the English table. */
export const de: Record<ConversationMessageId, string> = {
  'messages.reconnecting': 'Verbindung verloren. Neue Verbindung wird aufgebaut …',
  'messages.disconnected':
    'Du bist offline: Neue Nachrichten erscheinen erst, wenn du wieder verbunden bist.',
  'messages.reconnect': 'Neu verbinden',
  'messages.older': 'Ältere Nachrichten anzeigen',
  'messages.composer.send': 'Senden',
  'messages.composer.hint':
    'Eingabe sendet, Umschalt+Eingabe beginnt eine neue Zeile, @ erwähnt ein Mitglied.',
  'messages.cancel': 'Abbrechen',
  'threads.title': 'Diskussion',
  'threads.unread': 'Als ungelesen markieren',
  'threads.empty': 'Noch keine Nachrichten. Beginne die Diskussion!',
  'threads.log.label': 'Nachrichten der Diskussion',
  'threads.composer.label': 'In der Diskussion schreiben',
  'threads.composer.placeholder': 'Nachricht schreiben',
  'threads.reply': 'Antworten',
  'threads.replies': 'Antworten',
  'threads.replies.count': '{count, plural, one {# Antwort} other {# Antworten}}',
  'threads.reply.label': 'Antwort schreiben',
  'threads.reply.placeholder': 'Antwort schreiben',
  'threads.reply.send': 'Antworten',
  'threads.edit': 'Bearbeiten',
  'threads.edit.label': 'Deine Nachricht bearbeiten',
  'threads.edit.save': 'Speichern',
  'threads.edited': 'bearbeitet',
  'threads.delete': 'Löschen',
  'threads.delete.confirm': 'Diese Nachricht löschen?',
  'threads.message.menu': 'Nachrichtenoptionen',
  'threads.react': 'Reaktion hinzufügen',
  'threads.reaction': '{emoji} {count, plural, one {# Reaktion} other {# Reaktionen}}',
  'threads.typing.one': '{name} schreibt …',
  'threads.typing.many': '{count} Personen schreiben …',
  'threads.forbidden.group': 'Nur die Mitglieder dieser Gruppe nehmen an ihrer Diskussion teil.',
  'threads.forbidden.event':
    'Nur die Teilnehmenden dieser Veranstaltung nehmen an ihrer Diskussion teil.',
  'threads.unavailable': 'Die Diskussion ist nicht verfügbar.',
};
