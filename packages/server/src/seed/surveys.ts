import type { Structure } from '../modules/surveys/index';
import {
  insertSubmission,
  insertSurveyWithSections,
  loadStructure,
  markSubmitted,
  saveResponse,
} from '../modules/surveys/index';
import { activities } from '../db/schema/index';
import type { SeedContext } from './seed-context';

/*
 * The demo's survey: post-event feedback in two sections (a rating, a multiple
 * choice whose "Something else" opens a sub-question, a comment; then a single choice, a
 * yes/no and a search among the boat clubs), answered by a few demo members. Maya (member@example.com) has not answered it,
 * so she can: the host's post in the feed links to it, as an organization shares a survey.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const INVITATION = {
  message:
    'We are planning this spring’s maker fair. Came to last year’s? Five minutes to tell us how it went: answer the feedback survey.',
  link: 'answer the feedback survey',
};
export const DEMO_SURVEY_SLUG = 'spring-fair-feedback';
const BOAT_CLUBS = [
  'Gothenburg Sailing Club',
  'Harbour Rowers',
  'Island Kayakers',
  'Old Pier Dinghy Club',
  'Skerries Yacht Club',
];

const ANSWERS: { username: string; answers: Record<string, string> }[] = [
  {
    username: 'omar-haddad',
    answers: {
      'How was the fair overall?': '5',
      'What did you enjoy?': '["Workshops","Food stalls"]',
      'Anything else to tell us?': 'The pottery wheel queue was long but worth it.',
      'When should the next fair be?': 'Autumn',
      'Would you volunteer?': 'true',
      'Which boat club do you sail with?': 'Old Pier Dinghy Club',
    },
  },
];

function idsByName(structure: Structure): Map<string, string> {
  return new Map([...structure.questions.values()].map((question) => [question.name, question.id]));
}

export async function seedSurveys(context: SeedContext): Promise<void> {
  const { db } = context.services;
  const scope = { organizationId: context.demo.id };
  const survey = await insertSurveyWithSections(db, scope, {
    name: 'Last year’s maker fair: your feedback',
    slug: DEMO_SURVEY_SLUG,
    description:
      'Five minutes on last year’s fair to help us plan this spring’s. Your answers are saved as you go.',
    submissionsPerAccount: 1,
    sections: [
      {
        name: 'The fair',
        description: 'How the day went for you.',
        questions: [
          {
            type: 'number',
            name: 'How was the fair overall?',
            description: 'From 1 (poor) to 5 (excellent).',
            required: true,
            min: '1',
            max: '5',
          },
          {
            type: 'checkbox',
            name: 'What did you enjoy?',
            choices: [
              { value: 'Workshops' },
              { value: 'Food stalls' },
              { value: 'Live music' },
              {
                value: 'Something else',
                subQuestions: [{ type: 'text', name: 'What else did you enjoy?', required: true }],
              },
            ],
          },
          { type: 'textarea', name: 'Anything else to tell us?', max: '2000' },
        ],
      },
      {
        name: 'Next time',
        questions: [
          {
            type: 'radio',
            name: 'When should the next fair be?',
            required: true,
            choices: [{ value: 'Spring' }, { value: 'Summer' }, { value: 'Autumn' }],
          },
          // The switch says its own words (its name is the question above it).
          { type: 'toggle', name: 'Would you volunteer?', label: 'Yes, count me in' },
          // A search: the member types and picks among the clubs (its values are its choices).
          {
            type: 'search',
            name: 'Which boat club do you sail with?',
            choices: BOAT_CLUBS.map((value) => ({ value })),
          },
        ],
      },
    ],
  });
  const structure = await loadStructure(db, scope, survey.id);
  const ids = idsByName(structure);
  const others = [...context.accounts.demo.entries()]
    .filter(([username]) => username !== 'maya-lindqvist' && username !== 'omar-haddad')
    .slice(0, 4);
  const seasons = ['Spring', 'Autumn', 'Autumn', 'Summer'];
  const answered = [
    ...ANSWERS,
    ...others.map(([username], index) => ({
      username,
      answers: {
        'How was the fair overall?': String(3 + (index % 3)),
        'What did you enjoy?': index % 2 ? '["Live music"]' : '["Workshops","Something else"]',
        ...(index % 2 ? {} : { 'What else did you enjoy?': 'Meeting the makers' }),
        'When should the next fair be?': seasons[index % seasons.length]!,
      },
    })),
  ];
  for (const [index, { username, answers }] of answered.entries()) {
    const accountId = context.accounts.demo.get(username);
    if (!accountId) continue;
    const submission = await insertSubmission(db, scope, survey.id, accountId);
    for (const [name, value] of Object.entries(answers)) {
      const question = structure.questions.get(ids.get(name) ?? '');
      if (!question) continue;
      const picked = question.type === 'checkbox' ? (JSON.parse(value) as string[]) : [value];
      await saveResponse(db, scope, {
        submissionId: submission.id,
        questionId: question.id,
        value,
        choiceIds: question.choices.filter((c) => picked.includes(c.value)).map((c) => c.id),
      });
    }
    await markSubmitted(db, submission.id, new Date(Date.now() - (index + 1) * DAY));
  }

  await shareInTheFeed(context, survey.slug);
}

/** The host's post inviting members to answer (a link entity to the survey's page), featured so every feed shows it. */
async function shareInTheFeed(context: SeedContext, slug: string): Promise<void> {
  const hostId = context.accounts.demo.get('omar-haddad');
  if (!hostId) return;
  const startIndex = INVITATION.message.indexOf(INVITATION.link);
  const createdAt = new Date(Date.now() - 5 * HOUR);
  await context.services.db.insert(activities).values({
    organizationId: context.demo.id,
    accountId: hostId,
    message: INVITATION.message,
    entities: [
      {
        type: 'link',
        startIndex,
        endIndex: startIndex + INVITATION.link.length,
        marks: [],
        href: `/surveys/${slug}`,
      },
    ],
    featured: true,
    createdAt,
    updatedAt: createdAt,
  });
}
