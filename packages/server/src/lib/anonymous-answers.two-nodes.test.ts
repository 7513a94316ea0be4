import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../db/schema/index';
import { insertEvent } from '../modules/ticketing/events/test/events-fixture';
import type { TestApp, TestOrganization } from '../test/harness';
import { redisSuite, useTwoNodes } from '../test/redis';

/**
 * Anonymous answers live in each node's memory; the data version that retires them lives in
 * Redis (lib/anonymous-answers.ts, decision 0075): a write on one node retires the answers
 * of every node at once.
 */
const redis = await redisSuite('anonymous answers on two nodes');

describe.skipIf(redis.skip)(redis.title, () => {
  const nodes = useTwoNodes(redis, { listen: false });

  const nameOn = async (node: TestApp, org: TestOrganization, id: string) => {
    const response = await node.inject({
      method: 'GET',
      url: `/api/events/${id}`,
      headers: org.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { name: string } }).data.name;
  };

  it('answers anonymous callers on node B afresh once node A has written', async () => {
    const org = await nodes.a.createOrganization();
    const member = await nodes.a.createUser(org);
    const { db } = nodes.a.runtime.services;
    const event = await insertEvent(db, org.id, { name: 'Quay Lights' });
    const id = event.id;

    expect(await nameOn(nodes.b, org, id)).toBe('Quay Lights');
    await db.update(events).set({ name: 'Quay Lights, renamed quietly' }).where(eq(events.id, id));
    // Node B keeps its answer; node A, which had none, reads the table.
    expect(await nameOn(nodes.b, org, id)).toBe('Quay Lights');
    expect(await nameOn(nodes.a, org, id)).toBe('Quay Lights, renamed quietly');

    const posted = await nodes.a.inject({
      method: 'POST',
      url: '/api/activities',
      headers: member.headers,
      payload: { message: 'The quay is lit tonight' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await nameOn(nodes.b, org, id)).toBe('Quay Lights, renamed quietly');
  });
});
