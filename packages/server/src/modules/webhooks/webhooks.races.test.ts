import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { transaction } from '../../db/retry';
import { webhookAttempts, webhookDeliveries } from '../../db/schema/index';
import { raceSuite, useRaceWorld } from '../../test/postgres';
import { deliverDueWebhooks, emitWebhook } from './index';

/*
 * Several nodes drain the due webhook deliveries at the same moment on PostgreSQL: each
 * delivery is posted once and has one attempt. Without the FOR UPDATE SKIP LOCKED claim and
 * its lease (claimDueDeliveries), the nodes' claims of a batch overlap and a delivery is
 * posted by each. The listener answers slowly, and there are many more deliveries than one
 * batch, so the nodes keep claiming side by side instead of one taking everything first.
 */

const { url, describeRaces } = await raceSuite('webhooks.races');
const DELIVERIES = 160;
const NODES = 3;
const ANSWER_DELAY_MS = 15;

describeRaces('webhook deliveries', () => {
  const { world, call } = useRaceWorld(url, 0);
  let listener: Server;
  let hookUrl: string;
  /** The pools of the other nodes, on the same database. */
  const otherNodes: DatabaseHandle[] = [];
  /** The webhook-id of every request the listener took. */
  const received: string[] = [];

  beforeAll(async () => {
    listener = createServer((request, response) => {
      received.push(String(request.headers['webhook-id']));
      request.resume();
      request.on('end', () => setTimeout(() => response.writeHead(200).end('ok'), ANSWER_DELAY_MS));
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/hooks`;
    const { rows } = (await world.t.runtime.services.db.execute(
      'select current_database() as name',
    )) as { rows: { name: string }[] };
    const database = new URL(url!);
    database.pathname = `/${rows[0]!.name}`;
    for (let node = 1; node < NODES; node += 1) {
      otherNodes.push(
        await openDatabase({
          databaseUrl: database.toString(),
          poolSize: 6,
          onConnectionError() {},
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(otherNodes.map((node) => node.close()));
    await new Promise((resolve) => listener?.close(resolve));
  });

  it('posts each due delivery once however many nodes drain them at once', async () => {
    const admin = await world.t.createUser(world.org, { admin: true });
    const created = await call(admin, 'POST', '/organization/webhooks', {
      url: hookUrl,
      eventTypes: ['supportTicket.created'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const services = world.t.runtime.services;
    const facts = {
      scope: { organizationId: world.org.id },
      now: new Date(),
      webhookEndpoints: services.webhookEndpoints,
    };
    for (let index = 0; index < DELIVERIES; index += 1) {
      await transaction(services, (tx) =>
        emitWebhook(facts, tx, 'supportTicket.created', { index }),
      );
    }

    const nodes = [services, ...otherNodes.map((node) => ({ ...services, db: node.db }))];
    const sent = await Promise.all(nodes.map((node) => deliverDueWebhooks(node, new Date())));

    expect(sent.reduce((sum, one) => sum + one, 0)).toBe(DELIVERIES);
    // More than one node took a share: the claims really ran side by side.
    expect(sent.filter((one) => one > 0).length).toBeGreaterThan(1);
    expect(received).toHaveLength(DELIVERIES);
    expect(new Set(received).size).toBe(DELIVERIES);
    const attempts = await services.db
      .select({
        deliveryId: webhookDeliveries.id,
        status: webhookDeliveries.status,
        attempts: count(webhookAttempts.id),
      })
      .from(webhookDeliveries)
      .leftJoin(webhookAttempts, eq(webhookAttempts.deliveryId, webhookDeliveries.id))
      .where(eq(webhookDeliveries.organizationId, world.org.id))
      .groupBy(webhookDeliveries.id);
    expect(attempts).toHaveLength(DELIVERIES);
    expect(attempts.filter((row) => row.attempts !== 1 || row.status !== 'succeeded')).toEqual([]);
  });
});
