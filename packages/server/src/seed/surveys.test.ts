import type {
  Activity,
  SupportTicket,
  SupportTicketDetail,
  Survey,
  SurveyResults,
} from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import type { SeedContext } from './seed-context';
import { seedSupport } from './support';
import { DEMO_SURVEY_SLUG, seedSurveys } from './surveys';

describe('demo survey and support desk seeders', () => {
  let t: TestApp;
  let omar: TestUser;
  let maya: TestUser;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const demo = await t.createOrganization();
    const second = await t.createOrganization();
    headers = demo.headers;
    omar = await t.createUser(demo, { username: 'omar-haddad', admin: true });
    maya = await t.createUser(demo, { username: 'maya-lindqvist' });
    const others = [await t.createUser(demo), await t.createUser(demo)];
    const context: SeedContext = {
      services: t.runtime.services,
      demo: (await t.app.organizations.byIdOrUndefined(demo.id))!,
      second: (await t.app.organizations.byIdOrUndefined(second.id))!,
      accounts: {
        demo: new Map(
          [omar, maya, ...others].map((user) => [user.username, user.accountId] as const),
        ),
        second: new Map(),
      },
    };
    await seedSurveys(context);
    await seedSupport(context);
  }, 120_000);
  afterAll(() => t.close());

  const get = <T>(url: string, user?: TestUser) =>
    t
      .inject({ method: 'GET', url: `/api${url}`, headers: user?.headers ?? headers })
      .then((response) => (response.json() as { data: T }).data);

  it("links the survey from the host's post in the feed", async () => {
    const feed = await get<Activity[]>('/activities?pageSize=10', maya);
    const invitation = feed.find((post) => post.account.username === 'omar-haddad');
    const link = invitation?.entities?.find((entity) => entity.type === 'link');
    expect(link?.href).toBe(`/surveys/${DEMO_SURVEY_SLUG}`);
    expect(invitation!.message.slice(link!.startIndex, link!.endIndex)).toBe(
      'answer the feedback survey',
    );
  });

  it('seeds a two-section feedback survey answered by others, open to Maya', async () => {
    const survey = await get<Survey>(`/surveys/${DEMO_SURVEY_SLUG}`);
    const results = await get<SurveyResults>(`/surveys/${survey.id}/results`, omar);
    expect(results.submitted).toBe(3);
    expect(results.questions.map((q) => q.name)).toContain('What else did you enjoy?');
    const started = await t.inject({
      method: 'POST',
      url: `/api/surveys/${survey.id}/submissions`,
      headers: maya.headers,
    });
    expect(started.statusCode).toBe(201);
  });

  it('seeds tickets in every status, Maya’s with the desk’s reply', async () => {
    const queue = await get<SupportTicket[]>('/supportTickets?pageSize=50', omar);
    expect(new Set(queue.map((ticket) => ticket.status))).toEqual(
      new Set(['new', 'awaitingAdmin', 'awaitingClient', 'resolved', 'spam']),
    );
    const mine = await get<SupportTicket[]>('/self/supportTickets', maya);
    expect(mine).toHaveLength(2);
    const withReply = mine.find((ticket) => ticket.status === 'awaitingClient')!;
    const detail = await get<SupportTicketDetail>(`/self/supportTickets/${withReply.id}`, maya);
    expect(detail.notes.map((note) => note.kind)).toEqual(['reply']);
  });
});
