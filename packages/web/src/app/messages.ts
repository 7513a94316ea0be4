import { defineMessages } from '../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'shell.skipToContent': 'Skip to content',
  'shell.home': '{name} home',
  'shell.nav.label': 'Main',
  'shell.nav.activities': 'Activities',
  'shell.nav.events': 'Events',
  'shell.nav.groups': 'Groups',
  'shell.nav.contents': 'Channels',
  'shell.nav.accounts': 'People',
  'shell.nav.more': 'More',
  'shell.nav.menu': 'Menu',
  'shell.signIn': 'Sign in',
  'shell.search.label': 'Search',
  'shell.search.placeholder': 'Search…',
  'shell.search.suggestions': 'Suggestions',
  'shell.search.all': 'All results for “{q}”',
  'shell.signUp': 'Sign up',
  'shell.menu.open': 'Account menu',
  'shell.menu.switchAccount': 'Switch account',
  'shell.menu.settings': 'Settings',
  'shell.menu.admin': 'Administration',
  'shell.menu.language': 'Language',
  'shell.menu.signOut': 'Sign out',
  'shell.menu.signOutEverywhere': 'Sign out everywhere',
  'shell.menu.signedInAs': 'Signed in as {name}',
  'language.title': 'Choose your language',
  'language.search': 'Search languages',
  'language.current': 'Current language',
  'language.none': 'No language matches “{search}”.',
  'language.button': '{code} — Language: {name}',
  'language.full': 'Full interface',
  'language.formatsOnly': 'Dates and numbers only',
  'problem.title.signIn': 'Sign in to continue',
  'problem.title.forbidden': 'You can’t open this page',
  'problem.body.signIn': 'This page is for members. Sign in to see it.',
  'problem.body.forbidden': 'You do not have permission to open this page.',
  'problem.body.moderatorsOnly': 'Only the group’s moderators can manage it.',
  'problem.body.joinGroup': 'Join the group to see this.',
  'problem.body.register': 'Register for the event to see this.',
  'problem.body.feature': 'This feature is not available in this community.',
  'problem.body.tier': 'This needs a membership you do not have yet.',
  'problem.body.privateChannel': 'This channel is private.',
  'problem.body.accountDisabled': 'Your account is disabled. Contact the community’s organizers.',
  'problem.back': 'Go back',
  'problem.home': 'Home page',
  'problem.signIn': 'Sign in',
  'common.close': 'Close',
  'common.error.title': 'Something went wrong',
  'common.error.body': 'An unexpected error occurred. Please try again.',
  'common.loading': 'Loading…',
  'common.success': 'Success',
  'common.notFound': 'not found',
  'common.loadingMore': 'Loading more…',
  'audio.label': 'Audio player',
  'audio.missing': 'Audio Url missing',
  'audio.close': 'Close the audio player',
  'audio.channel': 'Go to {channel}',
};

export type ShellMessageId = keyof typeof en;

/** The shell's own words: header, navigation, menus, dialogs and the generic building blocks. */
export const shellMessages = defineMessages({ en, es, fr, ja, de, pt });
