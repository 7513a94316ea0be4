import { defineMessages } from '../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'ui.calendar.label': 'Add to calendar',
  'ui.calendar.google': 'Google Calendar',
  'ui.calendar.outlook': 'Outlook',
  'ui.calendar.ics': 'Calendar file (.ics)',
  'ui.confirm.cancel': 'Cancel',
  'ui.confirm.reason': 'Reason',
  'ui.confirm.details': 'Details (optional)',
  'ui.empty.search.title': 'Nothing matches “{search}”',
  'ui.empty.search.body': 'Check the spelling, or try fewer or different words.',
  'ui.empty.search.clear': 'Clear the search',
  'ui.hostNav.label': 'Event management',
  'ui.hostNav.overview': 'Overview',
  'ui.hostNav.program': 'Program',
  'ui.hostNav.questions': 'Questions',
  'ui.hostNav.attendees': 'Attendees',
  'ui.hostNav.checkin': 'Check-in',
  'ui.hostNav.report': 'Report',
  'ui.hostNav.announcements': 'Announcements',
  'ui.hostNav.emails': 'Emails',
  'ui.steps.progress': 'Step {step} of {total} · {label}',
  'ui.steps.done': '(done)',
  'ui.steps.back': 'Back',
  'ui.steps.continue': 'Continue',
  'ui.search.type.events': 'Events',
  'ui.search.type.groups': 'Groups',
  'ui.search.type.accounts': 'People',
  'ui.search.type.activities': 'Posts',
  'ui.search.type.channels': 'Channels',
  'ui.search.type.contents': 'Contents',
};

export type UiMessageId = keyof typeof en;

/** Strings of the generic building blocks (confirmation dialog, empty states). */
export const uiMessages = defineMessages({ en, es, fr, ja, de, pt });
