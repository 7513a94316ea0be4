import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'interests.title': 'Your interests',
  'interests.select': 'Select 5 interests',
  'interests.intro': 'Pick what you care about. We use it to suggest people, groups and posts.',
  'interests.selected': '{count} of {min} selected',
  'interests.save': 'Save and continue',
  'interests.full': 'That makes 5. Unselect one to choose another.',
  'interests.tooMany': 'Unselect {extra, plural, one {# interest} other {# interests}} to keep 5.',
  'interests.skip': 'Not now',
  'interests.saved': 'Your interests are saved',
  'interests.list.label': 'Interests',
  'interests.empty': 'No interests yet.',
  'interests.add.label': 'Missing one? Add an interest',
  'interests.add.submit': 'Add',
  'interests.activities.empty': 'No posts about this yet.',
  'interests.activities.label': 'Posts',
  'interests.heading': '#{name}',
};

export type InterestsMessageId = keyof typeof en;

/** The interests area: onboarding (pick 5) and an interest's posts. */
export const interestsMessages = defineMessages({ en, es, fr, ja, de, pt });
