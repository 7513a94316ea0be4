import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'admin.title': 'Administration',
  'admin.intro': 'The screens where you run the organization.',
  'admin.notAdmin': 'This page is for administrators',
  'admin.notAdminBody':
    'Only the organization’s administrators can use these screens. Ask one of them if you need something changed.',
};

export type AdminMessageId = keyof typeof en;

/** The administration hub. */
export const adminMessages = defineMessages({ en, es, fr, ja, de, pt });
