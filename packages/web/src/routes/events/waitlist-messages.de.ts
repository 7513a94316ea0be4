import type { WaitlistMessageId } from './waitlist-messages';

/** German: every id of the English table. */
export const de: Record<WaitlistMessageId, string> = {
  'events.waitlist.join': 'Auf die Warteliste',
  'events.waitlist.joined':
    'Du stehst auf der Warteliste: Wir sagen dir Bescheid, sobald ein Platz frei wird',
  'events.waitlist.position': 'Du bist Nr. {position} auf der Warteliste',
  'events.waitlist.offeredShort': 'Ein Platz ist für dich reserviert',
  'events.waitlist.leave': 'Warteliste verlassen',
  'events.waitlist.left': 'Du hast die Warteliste verlassen',
  'events.waitlist.offer':
    'Ein Platz für {name} ist frei geworden: Er ist bis {until} in deinem Warenkorb reserviert. Schließe deine Anmeldung ab, um ihn zu behalten.',
};
