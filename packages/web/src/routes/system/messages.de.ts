import type { SystemMessageId } from './messages';

/** German: every id of the English table. */
export const de: Record<SystemMessageId, string> = {
  'system.notFound.title': 'Diese Seite gibt es nicht',
  'system.notFound.body': 'Leider konnten wir die gesuchte Seite nicht finden.',
  'system.notFound.home': 'Zur Startseite',
  'system.maintenance.title': 'Wir sind bald zurück!',
  'system.maintenance.body':
    'Entschuldige die Unannehmlichkeiten, wir führen gerade Wartungsarbeiten durch. Wir sind in Kürze wieder online!',
  'system.invalidDomain.title': 'Diese Community ist hier nicht eingerichtet',
  'system.invalidDomain.body':
    'Für {host} ist keine Community eingerichtet. Prüfe die Adresse oder wende dich an das Organisationsteam der Community.',
  'system.serviceDown.title': 'Dienst vorübergehend nicht verfügbar',
  'system.serviceDown.body': 'Wir erreichen unsere Server gerade nicht. Deine Daten sind sicher.',
  'system.serviceDown.alerted': 'Unser Team ist informiert und arbeitet an einer Lösung.',
  'system.serviceDown.countdown':
    'Neuer Versuch in {seconds, plural, one {# Sekunde} other {# Sekunden}}',
  'system.serviceDown.refresh':
    'Wenn die Seite nicht automatisch neu lädt, lade sie bitte selbst neu.',
  'system.serviceDown.refreshNow': 'Jetzt neu laden',
};
