import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'system.notFound.title': 'This page does not exist',
  'system.notFound.body': "Sorry, we couldn't find the page you're looking for.",
  'system.notFound.home': 'Go to the home page',
  'system.maintenance.title': "We'll be back soon!",
  'system.maintenance.body':
    "Sorry for the inconvenience, but we're performing some maintenance at the moment. We'll be back online shortly!",
  'system.invalidDomain.title': 'This community is not set up here',
  'system.invalidDomain.body':
    'There is no community configured for {host}. Check the address, or contact the community organizer.',
  'system.serviceDown.title': 'Service temporarily unavailable',
  'system.serviceDown.body':
    "We're having trouble reaching our servers right now. Your data is safe.",
  'system.serviceDown.alerted': 'Our team has been alerted and is working on a fix.',
  'system.serviceDown.countdown':
    'Trying again in {seconds, plural, one {# second} other {# seconds}}',
  'system.serviceDown.refresh':
    'If the page does not refresh automatically, please refresh the page.',
  'system.serviceDown.refreshNow': 'Refresh now',
};

export type SystemMessageId = keyof typeof en;

/** The system pages, in the four languages every system page ships in. */
export const systemMessages = defineMessages({ en, es, fr, ja, de, pt });
