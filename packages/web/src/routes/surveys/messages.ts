import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
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
  'surveys.builder.new': 'New survey',
  'surveys.builder.newTitle': 'New survey',
  'surveys.builder.editTitle': 'Edit the survey',
  'surveys.builder.name': 'Name of the survey',
  'surveys.builder.description': 'Description',
  'surveys.builder.requireAuth': 'Sign-in required to answer',
  'surveys.builder.perAccount': 'Submissions per account',
  'surveys.builder.perAccountHint': 'How many times one account may answer (1 to 1000).',
  'surveys.builder.section': 'Section {number}',
  'surveys.builder.sectionName': 'Name of section {number}',
  'surveys.builder.sectionDescription': 'Description of section {number}',
  'surveys.builder.sectionUp': 'Move the section {name} up',
  'surveys.builder.sectionDown': 'Move the section {name} down',
  'surveys.builder.removeSection': 'Remove the section',
  'surveys.builder.removeSectionNamed': 'Remove the section {name}',
  'surveys.builder.removeSectionTitle': 'Remove the section “{name}”?',
  'surveys.builder.removeSectionBody':
    'Its questions are removed with it when you save the survey.',
  'surveys.builder.addSection': 'Add a section',
  'surveys.builder.questionsOf': 'Questions of {name}',
  'surveys.builder.addQuestion': 'Add a question to {name}',
  'surveys.builder.newQuestion': 'New question',
  'surveys.builder.removeQuestionBody':
    'The question, and the questions its choices open, are removed when you save the survey.',
  'surveys.builder.followUps': 'Follow-up questions of {name} ({count})',
  'surveys.builder.whenChosen': 'When “{choice}” is chosen',
  'surveys.builder.followUpList': 'Questions asked when “{choice}” is chosen',
  'surveys.builder.addFollowUp': 'Add a question for “{choice}”',
  'surveys.builder.publish': 'Publish the survey',
  'surveys.builder.save': 'Save the survey',
  'surveys.builder.saved': 'Survey saved',
  'surveys.builder.answered':
    'People have started answering this survey: its name, description, sign-in rule and submissions per account can still change, its sections and questions cannot.',
  'surveys.builder.deleteBody':
    'The survey and its {submitted, plural, one {# submission} other {# submissions}} are deleted for good.',
  'surveys.builder.deleted': 'Survey deleted',
  'surveys.builder.nameNeeded': 'Give the survey a name',
  'surveys.builder.sectionNameNeeded': 'Give the section a name',
  'surveys.builder.questionsNeeded': 'Add at least one question',
  'surveys.builder.limitRange': 'Between 1 and 1000',
};

export type SurveysMessageId = keyof typeof en;

/** The surveys area: the survey player and the administrators' results. */
export const surveysMessages = defineMessages({ en, es, fr, ja, de, pt });
