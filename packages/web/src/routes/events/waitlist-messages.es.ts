import type { WaitlistMessageId } from './waitlist-messages';

/** Spanish: every id of the English table. */
export const es: Record<WaitlistMessageId, string> = {
  'events.waitlist.join': 'Unirme a la lista de espera',
  'events.waitlist.joined': 'Estás en la lista de espera: te avisaremos cuando haya una plaza',
  'events.waitlist.position': 'Eres el n.º {position} en la lista de espera',
  'events.waitlist.offeredShort': 'Tienes una plaza reservada',
  'events.waitlist.leave': 'Salir de la lista de espera',
  'events.waitlist.left': 'Has salido de la lista de espera',
  'events.waitlist.offer':
    'Se ha liberado una plaza de {name}: está reservada en tu carrito hasta el {until}. Completa tu inscripción para conservarla.',
};
