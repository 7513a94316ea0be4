import type { EmailRegistrationMessageId } from './email-registration-messages';

/** Portuguese: every id of the English table. */
export const pt: Record<EmailRegistrationMessageId, string> = {
  'events.emailRegistration.title': 'Inscreva-se com seu e-mail',
  'events.emailRegistration.intro':
    'Não precisa de conta: enviamos um código para confirmar seu e-mail e você já entra.',
  'events.emailRegistration.name': 'Seu nome',
  'events.emailRegistration.email': 'E-mail',
  'events.emailRegistration.send': 'Enviar código',
  'events.emailRegistration.sent':
    'Enviamos um código para {destination}. Ele vale por {minutes} minutos.',
  'events.emailRegistration.code': 'Código do e-mail',
  'events.emailRegistration.confirm': 'Confirmar e inscrever-se',
  'events.emailRegistration.resend': 'Enviar novo código',
  'events.emailRegistration.change': 'Usar outro e-mail',
  'events.emailRegistration.full':
    'Você entrou, mas o evento está lotado agora. Você pode entrar na lista de espera.',
  'events.emailRegistration.error.codeMismatch':
    'Esse não é o código que enviamos. Confira e tente de novo.',
  'events.emailRegistration.error.codeExpired':
    'Este código expirou ou já foi usado. Peça um novo.',
  'events.emailRegistration.error.tooMany':
    'Tentativas demais. Aguarde um pouco e peça um novo código.',
  'events.emailRegistration.error.name': 'Digite seu nome.',
  'events.emailRegistration.error.email': 'Digite um e-mail válido.',
  'events.emailRegistration.error.code': 'Digite o código do e-mail.',
  'events.emailRegistration.error.failed': 'Algo deu errado. Tente novamente.',
};
