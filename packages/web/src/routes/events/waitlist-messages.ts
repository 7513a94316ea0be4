import { defineMessages } from '../../i18n/messages';
import { de } from './waitlist-messages.de';
import { pt } from './waitlist-messages.pt';
import { es } from './waitlist-messages.es';
import { fr } from './waitlist-messages.fr';
import { ja } from './waitlist-messages.ja';

/** English: the source wording of the waitlist on the registration (waitlist.tsx). */
const en = {
  'events.waitlist.join': 'Join waitlist',
  'events.waitlist.joined': 'You are on the waitlist: we will tell you when a place opens up',
  'events.waitlist.position': 'You are #{position} on the waitlist',
  'events.waitlist.offeredShort': 'A place is held for you',
  'events.waitlist.leave': 'Leave waitlist',
  'events.waitlist.left': 'You left the waitlist',
  'events.waitlist.offer':
    'A place for {name} opened up: it is held in your cart until {until}. Complete your registration to keep it.',
};

export type WaitlistMessageId = keyof typeof en;

/** The waitlist of a sold-out pass type on the event's registration (decision 0024). */
export const waitlistMessages = defineMessages({ en, es, fr, ja, de, pt });
