import type { ManagedSurvey, SurveyInput } from '@convene/contract';
import { afterAll, beforeAll } from 'vitest';
import {
  createTestApp,
  uniqueName,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../../test/harness';
import { callInOrganization, type CallInOrganization } from '../../../test/api';

export interface SurveysFixture {
  testApp: TestApp;
  organization: TestOrganization;
  admin: TestUser;
  member: TestUser;
  other: TestUser;
  call: CallInOrganization;
  createSurvey(fields?: Partial<SurveyInput>): Promise<ManagedSurvey>;
}

/**
 * A post-event feedback survey: a rating (required), a multiple choice whose "Other"
 * choice opens a required sub-question, a text with a length limit, and a second section
 * with a limited-supply choice.
 */
export function feedbackSurvey(fields: Partial<SurveyInput> = {}): SurveyInput {
  return {
    name: uniqueName('Feedback'),
    description: 'Tell us how it went',
    sections: [
      {
        name: 'The event',
        questions: [
          {
            type: 'number',
            name: 'Rating',
            label: 'Your rating',
            required: true,
            min: '1',
            max: '5',
          },
          {
            type: 'checkbox',
            name: 'Highlights',
            choices: [
              { value: 'Talks' },
              { value: 'Food' },
              {
                value: 'Other',
                subQuestions: [{ type: 'text', name: 'Which other highlight', required: true }],
              },
            ],
          },
          { type: 'textarea', name: 'Comments', max: '20' },
        ],
      },
      {
        name: 'Next time',
        questions: [
          {
            type: 'radio',
            name: 'Workshop seat',
            required: true,
            choices: [
              { value: 'Morning', supply: 1 },
              { value: 'Afternoon', text: 'In the afternoon' },
            ],
          },
        ],
      },
    ],
    ...fields,
  };
}

export function useSurveysFixture(): SurveysFixture {
  const fixture = {} as SurveysFixture;
  beforeAll(async () => {
    const testApp = await createTestApp();
    const organization = await testApp.createOrganization();
    Object.assign(fixture, {
      testApp,
      organization,
      admin: await testApp.createUser(organization, { admin: true }),
      member: await testApp.createUser(organization),
      other: await testApp.createUser(organization),
    });
    fixture.call = callInOrganization(testApp, organization);
    fixture.createSurvey = async (fields = {}) => {
      const response = await fixture.call('POST', '/surveys', fixture.admin, {
        survey: feedbackSurvey(fields),
      });
      if (response.statusCode !== 201) throw new Error(response.body);
      return (response.json() as { data: ManagedSurvey }).data;
    };
  });
  afterAll(async () => {
    await fixture.testApp?.close();
  });
  return fixture;
}
