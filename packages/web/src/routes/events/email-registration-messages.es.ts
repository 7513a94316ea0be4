import type { EmailRegistrationMessageId } from './email-registration-messages';

/** Spanish: every id of the English table. */
export const es: Record<EmailRegistrationMessageId, string> = {
  'events.emailRegistration.title': 'Regístrate con tu correo electrónico',
  'events.emailRegistration.intro':
    'No necesitas una cuenta: te enviamos un código para confirmar tu correo y quedas con la sesión iniciada.',
  'events.emailRegistration.name': 'Tu nombre',
  'events.emailRegistration.email': 'Correo electrónico',
  'events.emailRegistration.send': 'Enviarme un código',
  'events.emailRegistration.sent':
    'Hemos enviado un código a {destination}. Es válido durante {minutes} minutos.',
  'events.emailRegistration.code': 'Código del correo',
  'events.emailRegistration.confirm': 'Confirmar e inscribirme',
  'events.emailRegistration.resend': 'Enviar un código nuevo',
  'events.emailRegistration.change': 'Usar otro correo',
  'events.emailRegistration.full':
    'Has iniciado sesión, pero el evento ya está completo. Puedes unirte a la lista de espera.',
  'events.emailRegistration.error.codeMismatch':
    'Ese no es el código que enviamos. Revísalo e inténtalo de nuevo.',
  'events.emailRegistration.error.codeExpired':
    'Este código ha caducado o ya se usó. Pide uno nuevo.',
  'events.emailRegistration.error.tooMany':
    'Demasiados intentos. Espera un poco y pide un código nuevo.',
  'events.emailRegistration.error.name': 'Escribe tu nombre.',
  'events.emailRegistration.error.email': 'Escribe un correo electrónico válido.',
  'events.emailRegistration.error.code': 'Escribe el código del correo.',
  'events.emailRegistration.error.failed': 'Algo salió mal. Inténtalo de nuevo.',
};
