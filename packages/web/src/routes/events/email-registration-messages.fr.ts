import type { EmailRegistrationMessageId } from './email-registration-messages';

/** French: every id of the English table. */
export const fr: Record<EmailRegistrationMessageId, string> = {
  'events.emailRegistration.title': 'S’inscrire avec votre e-mail',
  'events.emailRegistration.intro':
    'Pas besoin de compte : nous vous envoyons un code pour confirmer votre e-mail, et vous êtes connecté.',
  'events.emailRegistration.name': 'Votre nom',
  'events.emailRegistration.email': 'E-mail',
  'events.emailRegistration.send': 'M’envoyer un code',
  'events.emailRegistration.sent':
    'Nous avons envoyé un code à {destination}. Il est valable {minutes} minutes.',
  'events.emailRegistration.code': 'Code reçu par e-mail',
  'events.emailRegistration.confirm': 'Confirmer et s’inscrire',
  'events.emailRegistration.resend': 'Envoyer un nouveau code',
  'events.emailRegistration.change': 'Utiliser un autre e-mail',
  'events.emailRegistration.full':
    'Vous êtes connecté, mais l’événement est désormais complet. Vous pouvez rejoindre la liste d’attente.',
  'events.emailRegistration.error.codeMismatch':
    'Ce n’est pas le code envoyé. Vérifiez-le et réessayez.',
  'events.emailRegistration.error.codeExpired':
    'Ce code a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  'events.emailRegistration.error.tooMany':
    'Trop de tentatives. Patientez un peu, puis demandez un nouveau code.',
  'events.emailRegistration.error.name': 'Saisissez votre nom.',
  'events.emailRegistration.error.email': 'Saisissez une adresse e-mail valide.',
  'events.emailRegistration.error.code': 'Saisissez le code reçu par e-mail.',
  'events.emailRegistration.error.failed': 'Une erreur s’est produite. Veuillez réessayer.',
};
