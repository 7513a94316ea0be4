import type { EmailRegistrationMessageId } from './email-registration-messages';

/** German: every id of the English table. */
export const de: Record<EmailRegistrationMessageId, string> = {
  'events.emailRegistration.title': 'Mit deiner E-Mail anmelden',
  'events.emailRegistration.intro':
    'Kein Konto nötig: Wir schicken dir einen Code zur Bestätigung deiner E-Mail, und du bist angemeldet.',
  'events.emailRegistration.name': 'Dein Name',
  'events.emailRegistration.email': 'E-Mail',
  'events.emailRegistration.send': 'Code senden',
  'events.emailRegistration.sent':
    'Wir haben einen Code an {destination} gesendet. Er gilt {minutes} Minuten.',
  'events.emailRegistration.code': 'Code aus der E-Mail',
  'events.emailRegistration.confirm': 'Bestätigen und anmelden',
  'events.emailRegistration.resend': 'Neuen Code senden',
  'events.emailRegistration.change': 'Andere E-Mail verwenden',
  'events.emailRegistration.full':
    'Du bist eingeloggt, aber die Veranstaltung ist jetzt ausgebucht. Unten kannst du dich auf die Warteliste setzen.',
  'events.emailRegistration.error.codeMismatch':
    'Das ist nicht der Code, den wir gesendet haben. Prüfe ihn und versuche es erneut.',
  'events.emailRegistration.error.codeExpired':
    'Dieser Code ist abgelaufen oder wurde schon verwendet. Fordere einen neuen an.',
  'events.emailRegistration.error.tooMany':
    'Zu viele Versuche. Warte etwas und fordere dann einen neuen Code an.',
  'events.emailRegistration.error.name': 'Gib deinen Namen ein.',
  'events.emailRegistration.error.email': 'Gib eine gültige E-Mail-Adresse ein.',
  'events.emailRegistration.error.code': 'Gib den Code aus der E-Mail ein.',
  'events.emailRegistration.error.failed': 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
};
