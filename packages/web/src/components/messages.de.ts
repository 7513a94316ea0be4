import type { UiMessageId } from './messages';

/** German: every id of the English table. */
export const de: Record<UiMessageId, string> = {
  'ui.confirm.cancel': 'Abbrechen',
  'ui.confirm.reason': 'Grund',
  'ui.confirm.details': 'Details (optional)',
  'ui.empty.search.title': 'Nichts passt zu „{search}“',
  'ui.empty.search.body':
    'Prüfe die Schreibweise oder versuche es mit weniger oder anderen Wörtern.',
  'ui.empty.search.clear': 'Suche löschen',
  'ui.hostNav.label': 'Veranstaltungsverwaltung',
  'ui.hostNav.overview': 'Übersicht',
  'ui.hostNav.program': 'Programm',
  'ui.hostNav.questions': 'Fragen',
  'ui.hostNav.attendees': 'Teilnehmende',
  'ui.hostNav.checkin': 'Check-in',
  'ui.hostNav.report': 'Bericht',
  'ui.hostNav.announcements': 'Ankündigungen',
  'ui.hostNav.emails': 'E-Mails',
  'ui.steps.progress': 'Schritt {step} von {total} · {label}',
  'ui.steps.done': '(erledigt)',
  'ui.steps.back': 'Zurück',
  'ui.steps.continue': 'Weiter',
  'ui.calendar.label': 'Zum Kalender hinzufügen',
  'ui.calendar.google': 'Google Kalender',
  'ui.calendar.outlook': 'Outlook',
  'ui.calendar.ics': 'Kalenderdatei (.ics)',
};
