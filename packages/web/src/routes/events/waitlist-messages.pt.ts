import type { WaitlistMessageId } from './waitlist-messages';

/** Portuguese: every id of the English table. */
export const pt: Record<WaitlistMessageId, string> = {
  'events.waitlist.join': 'Entrar na lista de espera',
  'events.waitlist.joined': 'Você está na lista de espera: avisaremos quando abrir uma vaga',
  'events.waitlist.position': 'Sua posição na lista de espera: nº {position}',
  'events.waitlist.offeredShort': 'Uma vaga está reservada para você',
  'events.waitlist.leave': 'Sair da lista de espera',
  'events.waitlist.left': 'Você saiu da lista de espera',
  'events.waitlist.offer':
    'Abriu uma vaga para {name}: ela está reservada no seu carrinho até {until}. Conclua sua inscrição para garanti-la.',
};
