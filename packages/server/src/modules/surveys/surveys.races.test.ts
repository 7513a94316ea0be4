import type { ManagedSurvey } from '@convene/contract';
import { beforeAll, expect, it } from 'vitest';
import { raceSuite, useRaceWorld } from '../../test/postgres';
import type { TestUser } from '../../test/harness';

/*
 * Surveys on PostgreSQL: an account starting a survey many times at once gets one draft
 * (the survey's row lock, with the one-draft index behind it), and members submitting a
 * choice with a small supply at once get exactly the supply (submits taking supply run one
 * by one under the survey's row lock).
 */

const { url, describeRaces } = await raceSuite('surveys.races');
const MEMBERS = 12;
const SUPPLY = 3;

describeRaces('survey rushes', () => {
  const { world, call } = useRaceWorld(url, MEMBERS);
  let admin: TestUser;
  let survey: ManagedSurvey;
  let questionId: string;

  beforeAll(async () => {
    admin = await world.t.createUser(world.org, { admin: true });
    const created = await call(admin, 'POST', '/surveys', {
      survey: {
        name: 'Workshop seats',
        submissionsPerAccount: 1,
        sections: [
          {
            name: 'Seats',
            questions: [
              {
                type: 'radio',
                name: 'Seat',
                required: true,
                choices: [{ value: 'Front row', supply: SUPPLY }, { value: 'Back row' }],
              },
            ],
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    survey = created.json().data as ManagedSurvey;
    questionId = survey.sections[0]!.questions[0]!.id;
  });

  it('gives an account one draft however many starts arrive together', async () => {
    const [member] = world.users;
    const starts = await Promise.all(
      Array.from({ length: 10 }, () => call(member!, 'POST', `/surveys/${survey.id}/submissions`)),
    );
    expect(starts.map((response) => response.statusCode)).toEqual(starts.map(() => 201));
    const ids = new Set(starts.map((response) => (response.json().data as { id: string }).id));
    expect(ids.size).toBe(1);
  });

  it(`submits exactly ${SUPPLY} of ${MEMBERS} answers taking a choice of supply ${SUPPLY}`, async () => {
    const submissions = await Promise.all(
      world.users.map(async (user) => {
        const started = await call(user, 'POST', `/surveys/${survey.id}/submissions`);
        return (started.json().data as { id: string }).id;
      }),
    );
    const submits = await Promise.all(
      world.users.map((user, index) =>
        world.t.inject({
          method: 'POST',
          url: `/api/surveys/${survey.id}/submissions/${submissions[index]}/submit`,
          headers: user.headers,
          payload: [{ questionId, value: 'Front row' }],
        }),
      ),
    );
    const statuses = submits.map((response) => response.statusCode);
    expect(
      statuses.filter((status) => status >= 500),
      JSON.stringify(statuses),
    ).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SUPPLY);
    expect(statuses.filter((status) => status === 409)).toHaveLength(MEMBERS - SUPPLY);
    const results = await call(admin, 'GET', `/surveys/${survey.id}/results`);
    expect(results.json().data.questions[0].choices[0].count).toBe(SUPPLY);
  });
});
