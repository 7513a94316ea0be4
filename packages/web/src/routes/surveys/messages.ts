import { defineMessages } from '../../i18n/messages';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'surveys.title': 'Survey',
  'surveys.start': 'Start the survey',
  'surveys.signIn': 'Sign in to answer this survey',
  'surveys.progress': 'Section {current} of {total}',
  'surveys.previous': 'Previous',
  'surveys.next': 'Next',
  'surveys.submit': 'Submit answers',
  'surveys.saving': 'Saving…',
  'surveys.thanks.title': 'Thank you!',
  'surveys.again': 'Answer again',
  'surveys.thanks.body': 'Your answers were submitted.',
  'surveys.admin.title': 'Surveys',
  'surveys.admin.empty': 'No surveys yet',
  'surveys.admin.emptyBody': 'Surveys your organization creates show here with their results.',
  'surveys.admin.counts':
    '{submitted, plural, one {# submission} other {# submissions}} · {drafts} in progress',
  'surveys.admin.open': 'Open the survey {name}',
  'surveys.results.title': 'Survey results',
  'surveys.results.submitted': '{count, plural, one {# submission} other {# submissions}}',
  'surveys.results.answered': '{count, plural, one {# answer} other {# answers}}',
  'surveys.results.choice': '{count} ({percent}%)',
  'surveys.results.chartLabel': 'Answers to {question}',
  'surveys.results.download': 'Download CSV',
  'surveys.admin.link': 'Surveys',
  'surveys.admin.linkBody': 'See the organization’s surveys, their answers and results.',
};

export type SurveysMessageId = keyof typeof en;

/** The surveys area: the survey player and the administrators' results. */
export const surveysMessages = defineMessages({ en, es, fr, ja });
