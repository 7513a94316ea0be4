import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { socketUrl } from '../test/socket';

/** What a refused upgrade reached the client as: an HTTP answer, or a transport error. */
type Outcome = { status: number; body: string } | { error: string };

function attempt(url: string): Promise<Outcome> {
  const ws = new WebSocket(url);
  return new Promise((resolve) => {
    ws.once('open', () => {
      ws.terminate();
      resolve({ error: 'accepted' });
    });
    ws.once('unexpected-response', (request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      response.on('error', (error) => resolve({ error: `response: ${error.message}` }));
    });
    ws.once('error', (error) => {
      if (!error.message.startsWith('Unexpected server response'))
        resolve({ error: error.message });
    });
  });
}

describe('refused live-socket upgrades answer HTTP before closing (no connection reset)', () => {
  let t: TestApp;
  let org: TestOrganization;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    org = await t.createOrganization();
    user = await t.createUser(org);
  });
  afterAll(() => t.close());

  const cases = () =>
    [
      { query: { organization: crypto.randomUUID(), authorization: user.token }, status: 404 },
      { query: { organization: 'not-an-id', authorization: user.token }, status: 400 },
      { query: { organization: org.id }, status: 401 },
      { query: { organization: org.id, authorization: 'forged.token.value' }, status: 401 },
      { query: { organization: org.id, authorization: `${user.token}x` }, status: 401 },
      {
        query: { organization: org.id, authorization: user.token, executeas: crypto.randomUUID() },
        status: 403,
      },
      { query: { organization: org.id, authorization: 'x'.repeat(20_000) }, status: 431 },
      { query: { organization: org.id, authorization: 'x'.repeat(200_000) }, status: 431 },
    ] as const;

  it('every time, one after another', async () => {
    const outcomes: { expected: number; outcome: Outcome }[] = [];
    for (let round = 0; round < 12; round += 1)
      for (const { query, status } of cases())
        outcomes.push({ expected: status, outcome: await attempt(socketUrl(t.app, query)) });
    const wrong = outcomes.filter(
      ({ expected, outcome }) => !('status' in outcome) || outcome.status !== expected,
    );
    expect(wrong).toEqual([]);
    for (const { outcome } of outcomes)
      if ('status' in outcome && outcome.status !== 431)
        expect(JSON.parse(outcome.body)).toMatchObject({ status: 'error' });
  });

  it('every time, many at once', async () => {
    const all = Array.from({ length: 5 }, () => cases()).flat();
    const outcomes = await Promise.all(
      all.map(async ({ query, status }) => ({
        expected: status,
        outcome: await attempt(socketUrl(t.app, query)),
      })),
    );
    const wrong = outcomes.filter(
      ({ expected, outcome }) => !('status' in outcome) || outcome.status !== expected,
    );
    expect(wrong).toEqual([]);
  });
});
