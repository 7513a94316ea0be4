import type { WaitlistMessageId } from './waitlist-messages';

/** French: every id of the English table. */
export const fr: Record<WaitlistMessageId, string> = {
  'events.waitlist.join': 'Rejoindre la liste d’attente',
  'events.waitlist.joined':
    'Vous êtes sur la liste d’attente : nous vous préviendrons dès qu’une place se libère',
  'events.waitlist.position': 'Vous êtes nº {position} sur la liste d’attente',
  'events.waitlist.offeredShort': 'Une place vous est réservée',
  'events.waitlist.leave': 'Quitter la liste d’attente',
  'events.waitlist.left': 'Vous avez quitté la liste d’attente',
  'events.waitlist.offer':
    'Une place {name} s’est libérée : elle est réservée dans votre panier jusqu’au {until}. Terminez votre inscription pour la garder.',
};
