import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';
import { pt } from './messages.pt';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'search.title': 'Search',
  'search.field.label': 'Search events, groups, people, posts, channels and contents',
  'search.field.placeholder': 'What are you looking for?',
  'search.tabs.label': 'Kinds of results',
  'search.tabs.all': 'All',
  'search.tabs.count': '{label} ({count})',
  'search.results.label': 'Search results',
  'search.pages.label': 'Pages of results',
  'search.pages.previous': 'Previous',
  'search.pages.next': 'Next',
  'search.start': 'Type a word to search the whole community.',
  'search.error': 'The search did not answer. Try again in a moment.',
};

export type SearchMessageId = keyof typeof en;

/** The search page's strings (the header's box is the shell's). */
export const searchMessages = defineMessages({ en, es, fr, ja, de, pt });
