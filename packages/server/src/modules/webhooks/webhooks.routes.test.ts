import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  SupportTicket,
  SupportTicketDetail,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '@convene/contract';
import type { LightMyRequestResponse } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookEndpoints } from '../../db/schema/index';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { deliverDueWebhooks, emitWebhook, WebhookEndpointCache } from './index';
import { FIRST_RETRY_MS, MAX_ATTEMPTS, pruneOldDeliveries } from './delivery';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let testApp: TestApp;
let organization: TestOrganization;
let elsewhere: TestOrganization;
let admin: TestUser;
let member: TestUser;
let otherAdmin: TestUser;
let listener: Server;
let hookUrl: string;
const received: Received[] = [];
/** The status the listener answers each request with, in turn (then 200). */
const answers: number[] = [];

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return testApp.inject({
    method,
    url: `/api${url}`,
    headers: user ? user.headers : organization.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function data<T>(response: LightMyRequestResponse): T {
  return (response.json() as { data: T }).data;
}

async function createEndpoint(fields: Record<string, unknown> = {}, as = admin) {
  const response = await call('POST', '/organization/webhooks', as, {
    url: hookUrl,
    eventTypes: ['supportTicket.created'],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return data<WebhookEndpointWithSecret>(response);
}

let tickets = 0;

/** A ticket from the member, each from its own address (tickets are limited per address). */
async function sendTicket(request = 'My pass does not show up') {
  tickets += 1;
  const response = await testApp.inject({
    method: 'POST',
    url: '/api/supportTickets',
    headers: member.headers,
    remoteAddress: `192.0.2.${tickets}`,
    payload: { type: 'support', email: member.email, request },
  });
  expect(response.statusCode, response.body).toBe(201);
  return data<SupportTicket>(response);
}

async function deliveriesOf(endpointId: string) {
  const response = await call('GET', `/organization/webhooks/${endpointId}/deliveries`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return data<WebhookDelivery[]>(response);
}

/** Runs the delivery job as a node would at `at`. */
const runJob = (at: Date) => deliverDueWebhooks(testApp.runtime.services, at);

beforeAll(async () => {
  testApp = await createTestApp();
  organization = await testApp.createOrganization();
  elsewhere = await testApp.createOrganization();
  admin = await testApp.createUser(organization, { admin: true });
  member = await testApp.createUser(organization);
  otherAdmin = await testApp.createUser(elsewhere, { admin: true });
  listener = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status === 200 ? 'thanks' : `boom ${'x'.repeat(5000)}`);
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/hooks/convene`;
});
afterAll(async () => {
  await new Promise((resolve) => listener?.close(resolve));
  await testApp?.close();
});

describe('webhooks', () => {
  it('delivers a support ticket signed, retries after a 500 with backoff, and re-sends', async () => {
    const endpoint = await createEndpoint({ description: 'CRM' });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const ticket = await sendTicket();
    const start = new Date();
    received.length = 0;
    answers.push(500);

    expect(await runJob(start)).toBe(1);
    expect(received).toHaveLength(1);
    const first = received[0]!;
    const payload = new Webhook(endpoint.secret).verify(
      first.body,
      first.headers as Record<string, string>,
    );
    expect(payload).toMatchObject({
      type: 'supportTicket.created',
      organizationId: organization.id,
      data: { supportTicket: { id: ticket.id, request: 'My pass does not show up' } },
    });
    expect(first.headers['webhook-id']).toBe((payload as { id: string }).id);
    expect(first.headers['content-type']).toBe('application/json');
    // A wrong secret does not verify.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(
        first.body,
        first.headers as Record<string, string>,
      ),
    ).toThrow();

    const [pending] = await deliveriesOf(endpoint.id);
    expect(pending).toMatchObject({
      status: 'pending',
      attempts: 1,
      eventType: 'supportTicket.created',
    });
    const retryAt = Date.parse(pending!.nextAttemptAt!);
    expect(retryAt).toBe(start.getTime() + FIRST_RETRY_MS);
    const afterFailure = data<WebhookDeliveryDetail>(
      await call('GET', `/organization/webhooks/${endpoint.id}/deliveries/${pending!.id}`, admin),
    );
    expect(afterFailure.attemptLog).toHaveLength(1);
    expect(afterFailure.attemptLog[0]).toMatchObject({ statusCode: 500 });
    expect(afterFailure.attemptLog[0]!.response).toMatch(/^boom x+$/);
    expect(afterFailure.attemptLog[0]!.response).toHaveLength(1000);

    // Not before its backoff …
    expect(await runJob(new Date(start.getTime() + FIRST_RETRY_MS - 1000))).toBe(0);
    expect(received).toHaveLength(1);
    // … then again, the same message, signed again.
    expect(await runJob(new Date(start.getTime() + FIRST_RETRY_MS))).toBe(1);
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(received[1]!.body).toBe(first.body);
    new Webhook(endpoint.secret).verify(
      received[1]!.body,
      received[1]!.headers as Record<string, string>,
    );

    const detail = data<WebhookDeliveryDetail>(
      await call('GET', `/organization/webhooks/${endpoint.id}/deliveries/${pending!.id}`, admin),
    );
    expect(detail).toMatchObject({ status: 'succeeded', attempts: 2, nextAttemptAt: null });
    expect(detail.attemptLog.map((attempt) => attempt.statusCode)).toEqual([500, 200]);
    expect(detail.attemptLog[1]!.response).toBe('thanks');
    expect(await runJob(new Date(start.getTime() + 60 * FIRST_RETRY_MS))).toBe(0);

    // Re-sent by an administrator, with a rotated secret: the new one signs it.
    const rotated = await call('POST', `/organization/webhooks/${endpoint.id}/secret`, admin);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = data<WebhookEndpointWithSecret>(rotated).secret;
    expect(newSecret).not.toBe(endpoint.secret);
    const resent = await call(
      'POST',
      `/organization/webhooks/${endpoint.id}/deliveries/${pending!.id}/resend`,
      admin,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(data<WebhookDelivery>(resent)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await runJob(new Date())).toBe(1);
    expect(received).toHaveLength(3);
    const third = received[2]!;
    new Webhook(newSecret).verify(third.body, third.headers as Record<string, string>);
    expect(() =>
      new Webhook(endpoint.secret).verify(third.body, third.headers as Record<string, string>),
    ).toThrow();
    const final = data<WebhookDeliveryDetail>(
      await call('GET', `/organization/webhooks/${endpoint.id}/deliveries/${pending!.id}`, admin),
    );
    expect(final.attemptLog.map((attempt) => attempt.statusCode)).toEqual([500, 200, 200]);

    // The secret is never read back.
    const read = await call('GET', `/organization/webhooks/${endpoint.id}`, admin);
    expect(read.body).not.toContain(newSecret.slice(6));
    await call('DELETE', `/organization/webhooks/${endpoint.id}`, admin);
  });

  it('tells a support ticket as the API answers it', async () => {
    const endpoint = await createEndpoint();
    const ticket = await sendTicket('Where is my receipt?');
    const [delivery] = await deliveriesOf(endpoint.id);
    const told = (delivery!.payload as { data: { supportTicket: SupportTicket } }).data;
    const { notes, ...shown } = data<SupportTicketDetail>(
      await call('GET', `/supportTickets/${ticket.id}`, admin),
    );
    expect(notes).toEqual([]);
    expect(told.supportTicket).toEqual(shown);
    expect(told.supportTicket).toEqual(ticket);
    expect(told.supportTicket.account).toMatchObject({ id: member.accountId });
    await call('DELETE', `/organization/webhooks/${endpoint.id}`, admin);
  });

  it('gives up after the last attempt and records an unreachable endpoint', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const endpoint = await createEndpoint({ url: `http://localhost:${port}/gone` });
    await sendTicket('Nobody listens');
    let at = new Date();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await runJob(at)).toBe(1);
      at = new Date(at.getTime() + 10 * 24 * 60 * 60 * 1000);
    }
    expect(await runJob(at)).toBe(0);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
    const detail = data<WebhookDeliveryDetail>(
      await call('GET', `/organization/webhooks/${endpoint.id}/deliveries/${delivery!.id}`, admin),
    );
    expect(detail.attemptLog).toHaveLength(MAX_ATTEMPTS);
    expect(detail.attemptLog[0]).toMatchObject({ statusCode: null });
    expect(detail.attemptLog[0]!.response).toMatch(/^Not delivered: /);
    await call('DELETE', `/organization/webhooks/${endpoint.id}`, admin);
  });

  it('queues only for enabled endpoints of the type, and not for spam', async () => {
    const wanted = await createEndpoint();
    const otherType = await createEndpoint({ eventTypes: ['pass.checkedIn'] });
    const disabled = await createEndpoint();
    const off = await call('PATCH', `/organization/webhooks/${disabled.id}`, admin, {
      enabled: false,
    });
    expect(data<WebhookEndpoint>(off)).toMatchObject({ enabled: false });
    await sendTicket('One');
    const spam = await call('POST', '/supportTickets', null, {
      type: 'support',
      email: 'spam@example.test',
      request: 'cheap',
      website: 'http://spam.example',
    });
    expect(spam.statusCode).toBe(201);
    expect(await deliveriesOf(wanted.id)).toHaveLength(1);
    expect(await deliveriesOf(otherType.id)).toHaveLength(0);
    expect(await deliveriesOf(disabled.id)).toHaveLength(0);
    for (const endpoint of [wanted, otherType, disabled]) {
      await call('DELETE', `/organization/webhooks/${endpoint.id}`, admin);
    }
  });

  it('queues for an endpoint written on this node at once: created, disabled, enabled, deleted', async () => {
    // The organization's endpoints are cached from here on (none takes tickets now).
    await sendTicket('Before');
    const endpoint = await createEndpoint();
    await sendTicket('Created');
    expect((await deliveriesOf(endpoint.id)).map((row) => row.payload)).toMatchObject([
      { data: { supportTicket: { request: 'Created' } } },
    ]);

    await call('PATCH', `/organization/webhooks/${endpoint.id}`, admin, { enabled: false });
    await sendTicket('Disabled');
    await call('PATCH', `/organization/webhooks/${endpoint.id}`, admin, { enabled: true });
    await sendTicket('Enabled');
    await call('PATCH', `/organization/webhooks/${endpoint.id}`, admin, {
      eventTypes: ['pass.cancelled'],
    });
    await sendTicket('Other type');
    expect(
      (await deliveriesOf(endpoint.id)).map(
        (row) => (row.payload as { data: { supportTicket: { request: string } } }).data,
      ),
    ).toMatchObject([
      { supportTicket: { request: 'Enabled' } },
      { supportTicket: { request: 'Created' } },
    ]);

    const again = await createEndpoint();
    await call('DELETE', `/organization/webhooks/${again.id}`, admin);
    await sendTicket('Deleted');
    received.length = 0;
    expect(await runJob(new Date())).toBe(2);
    expect(received.map((one) => JSON.parse(one.body) as { data: unknown })).toMatchObject([
      { data: { supportTicket: { request: 'Created' } } },
      { data: { supportTicket: { request: 'Enabled' } } },
    ]);
    await call('DELETE', `/organization/webhooks/${endpoint.id}`, admin);
  });

  it('costs no query for a fact of an organization without endpoints, once they are cached', async () => {
    const { db } = testApp.runtime.services;
    let queries = 0;
    const counted = new Proxy(db, {
      get(target, key, receiver) {
        if (key === 'select' || key === 'insert' || key === 'execute') queries += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const facts = {
      scope: { organizationId: elsewhere.id },
      now: new Date(),
      webhookEndpoints: new WebhookEndpointCache(),
    };
    await emitWebhook(facts, counted, 'supportTicket.created', { first: true });
    expect(queries).toBe(1);
    await emitWebhook(facts, counted, 'supportTicket.created', { second: true });
    await emitWebhook(facts, counted, 'pass.cancelled', { third: true });
    expect(queries).toBe(1);
  });

  it('takes an endpoint written on another node within the cache’s few seconds', async () => {
    const { db } = testApp.runtime.services;
    await sendTicket('Warm');
    // Another node writes straight to the database: this node learns of it after its TTL.
    const [other] = await db
      .insert(webhookEndpoints)
      .values({
        organizationId: organization.id,
        url: hookUrl,
        eventTypes: ['supportTicket.created'],
        secret: 'whsec_other',
      })
      .returning();
    await sendTicket('Too soon');
    expect(await deliveriesOf(other!.id)).toHaveLength(0);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6_000 });
    try {
      await sendTicket('In time');
      expect(await deliveriesOf(other!.id)).toMatchObject([
        { payload: { data: { supportTicket: { request: 'In time' } } } },
      ]);
      // … and deleted there, while this node still holds it: the fact is recorded, nothing queued.
      await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, other!.id));
      await sendTicket('After the delete');
      received.length = 0;
      expect(await runJob(new Date())).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes the deliveries finished more than 30 days ago, on every node at once', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const delivered = await createEndpoint();
    const unreachable = await createEndpoint({ url: `http://127.0.0.1:${port}/gone` });
    await sendTicket('Long ago');
    const start = new Date();
    expect(await runJob(start)).toBe(2);
    const days = (count: number) => new Date(start.getTime() + count * 24 * 60 * 60 * 1000);
    const prune = (at: Date) =>
      Promise.all([1, 2].map(() => pruneOldDeliveries(testApp.runtime.services, at)));

    // Not yet 30 days old: kept.
    expect(await prune(days(29))).toEqual([0, 0]);
    expect(await deliveriesOf(delivered.id)).toHaveLength(1);
    // Older: the delivered one goes, whichever node deletes it; the one still retried stays.
    expect((await prune(days(31))).sort()).toEqual([0, 1]);
    expect(await deliveriesOf(delivered.id)).toEqual([]);
    expect(await deliveriesOf(unreachable.id)).toMatchObject([{ status: 'pending' }]);
    // Given up: it goes too.
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await runJob(days(attempt * 10))).toBe(1);
    }
    const [failed] = await deliveriesOf(unreachable.id);
    expect(failed).toMatchObject({ status: 'failed' });
    expect((await prune(days(31))).sort()).toEqual([0, 1]);
    expect(await deliveriesOf(unreachable.id)).toEqual([]);
    const gone = await call(
      'GET',
      `/organization/webhooks/${unreachable.id}/deliveries/${failed!.id}`,
      admin,
    );
    expect(gone.statusCode).toBe(404);
    for (const endpoint of [delivered, unreachable]) {
      await call('DELETE', `/organization/webhooks/${endpoint.id}`, admin);
    }
  });

  it('is for administrators only; another organization’s endpoint is 404', async () => {
    const endpoint = await createEndpoint();
    const body = { url: hookUrl, eventTypes: ['pass.cancelled'] };
    expect((await call('GET', '/organization/webhooks', member)).statusCode).toBe(403);
    expect((await call('POST', '/organization/webhooks', member, body)).statusCode).toBe(403);
    expect((await call('GET', '/organization/webhooks', null)).statusCode).toBe(401);
    expect((await call('GET', `/organization/webhooks/${endpoint.id}`, member)).statusCode).toBe(
      403,
    );

    const asOther = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: unknown) =>
      testApp.inject({
        method,
        url: `/api/organization/webhooks${url}`,
        headers: otherAdmin.headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const list = await asOther('GET', '');
    expect(list.statusCode).toBe(200);
    expect(data<WebhookEndpoint[]>(list).map((row) => row.id)).not.toContain(endpoint.id);
    expect((await asOther('GET', `/${endpoint.id}`)).statusCode).toBe(404);
    expect((await asOther('PATCH', `/${endpoint.id}`, { enabled: false })).statusCode).toBe(404);
    expect((await asOther('POST', `/${endpoint.id}/secret`)).statusCode).toBe(404);
    expect((await asOther('GET', `/${endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect((await asOther('DELETE', `/${endpoint.id}`)).statusCode).toBe(404);
    expect(
      data<WebhookEndpoint>(await call('GET', `/organization/webhooks/${endpoint.id}`, admin)),
    ).toMatchObject({ enabled: true });

    const removed = await call('DELETE', `/organization/webhooks/${endpoint.id}`, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', `/organization/webhooks/${endpoint.id}`, admin)).statusCode).toBe(
      404,
    );
  });

  it.each([
    ['ftp://127.0.0.1/hook', 'url'],
    ['http://example.com/hook', 'url'],
    ['https://10.1.2.3/hook', 'url'],
    ['https://[fe80::1]/hook', 'url'],
    ['https://user:pw@example.com/hook', 'url'],
    ['not a url', 'url'],
  ])('refuses the URL %s with a 400', async (url, field) => {
    const response = await call('POST', '/organization/webhooks', admin, {
      url,
      eventTypes: ['pass.cancelled'],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(field);
  });

  it('refuses missing or unknown event types and a bad edit with a 400', async () => {
    for (const eventTypes of [[], ['order.placed'], undefined]) {
      const response = await call('POST', '/organization/webhooks', admin, {
        url: 'https://example.com/hook',
        eventTypes,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain('eventTypes');
    }
    const endpoint = await createEndpoint({ url: 'https://example.com/hook' });
    const edit = await call('PATCH', `/organization/webhooks/${endpoint.id}`, admin, {
      url: 'http://example.com/plain',
    });
    expect(edit.statusCode, edit.body).toBe(400);
    expect((await call('GET', '/organization/webhooks/not-an-id', admin)).statusCode).toBe(400);
    await call('DELETE', `/organization/webhooks/${endpoint.id}`, admin);
  });
});
