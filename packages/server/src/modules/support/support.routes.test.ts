import {
  MODULES,
  SUPPORT_MESSAGES,
  type Notification,
  type SupportTicket,
  type SupportTicketDetail,
  type SupportTicketNote,
} from '@convene/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { SUPPORT_TICKETS_PER_HOUR } from './support.service';

let testApp: TestApp;
let organization: TestOrganization;
let admin: TestUser;
let member: TestUser;
let other: TestUser;
let address = 0;

/** Each test sends from its own address, so the rate limit is the one test's own. */
function nextAddress(): string {
  address += 1;
  return `10.0.${Math.floor(address / 250)}.${address % 250}`;
}

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  user: TestUser | null,
  payload?: unknown,
  remoteAddress = nextAddress(),
): Promise<LightMyRequestResponse> {
  return testApp.inject({
    method,
    url: `/api${url}`,
    headers: user ? user.headers : organization.headers,
    remoteAddress,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function data<T>(response: { json(): unknown }): T {
  return (response.json() as { data: T }).data;
}

async function send(user: TestUser | null, fields: Record<string, unknown> = {}) {
  const response = await call('POST', '/supportTickets', user, {
    type: 'support',
    email: user?.email ?? 'visitor@example.test',
    request: 'My pass does not show up',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return data<SupportTicket>(response);
}

beforeAll(async () => {
  testApp = await createTestApp();
  organization = await testApp.createOrganization();
  admin = await testApp.createUser(organization, { admin: true });
  member = await testApp.createUser(organization);
  other = await testApp.createUser(organization);
});
afterAll(() => testApp?.close());

describe('support tickets', () => {
  it('takes tickets from visitors and members and confirms them by mail', async () => {
    const visitor = await send(null, {
      type: 'bug',
      email: 'Visitor.One@Example.test',
      productId: 'pro',
    });
    expect(visitor).toMatchObject({
      type: 'bug',
      email: 'visitor.one@example.test',
      status: 'new',
      account: null,
      productId: 'pro',
      ticket: null,
    });
    const [mail] = await testApp.outboxMail('visitor.one@example.test');
    expect(mail?.subject).toMatch(/^We received your request to /);
    expect(mail?.text).toContain('My pass does not show up');

    const mine = await send(member, { type: 'feedback' });
    expect(mine.account).toMatchObject({ id: member.accountId, username: member.username });

    const invalid = await call('POST', '/supportTickets', null, {
      type: 'question',
      email: 'not-an-email',
      request: '',
    });
    expect(invalid.statusCode).toBe(400);
    const badEvent = await call('POST', '/supportTickets', null, {
      type: 'support',
      email: 'a@example.test',
      request: 'About an event',
      eventId: crypto.randomUUID(),
    });
    expect(badEvent.statusCode).toBe(404);
    expect(badEvent.json()).toMatchObject({
      message: SUPPORT_MESSAGES.eventNotFound,
      field: 'eventId',
    });
  });

  it('respects a member who turned support confirmations off', async () => {
    const quiet = await testApp.createUser(organization);
    const turnedOff = await call('PUT', '/self/notificationPreferences', quiet, {
      supportTicketConfirmationEmail: false,
    });
    expect(turnedOff.statusCode, turnedOff.body).toBe(200);
    await send(quiet);
    expect(await testApp.outboxMail(quiet.email)).toEqual([]);
  });

  it('keeps spam aside without mailing it', async () => {
    const honeypot = await send(null, { email: 'bot1@example.test', website: 'http://spam.test' });
    expect(honeypot.status).toBe('spam');
    const links = await send(null, {
      email: 'bot2@example.test',
      request: 'buy http://a.test http://b.test www.c.test https://d.test',
    });
    expect(links.status).toBe('spam');
    expect(await testApp.outboxMail('bot1@example.test')).toEqual([]);
    expect(await testApp.outboxMail('bot2@example.test')).toEqual([]);
    const queue = data<SupportTicket[]>(
      await call('GET', '/supportTickets?status=spam&pageSize=100', admin),
    );
    expect(queue.map((ticket) => ticket.id)).toEqual(
      expect.arrayContaining([honeypot.id, links.id]),
    );
  });

  it('limits how many tickets one address sends', async () => {
    const from = '192.0.2.77';
    const body = { type: 'support', email: 'busy@example.test', request: 'Hello' };
    for (let i = 0; i < SUPPORT_TICKETS_PER_HOUR; i += 1) {
      expect((await call('POST', '/supportTickets', null, body, from)).statusCode).toBe(201);
    }
    const limited = await call('POST', '/supportTickets', null, body, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: SUPPORT_MESSAGES.tooMany });
    expect((await call('POST', '/supportTickets', null, body)).statusCode).toBe(201);
  });

  it('lets administrators answer: notes stay internal, replies are mailed, statuses follow', async () => {
    const ticket = await send(member, { request: 'Where is my invoice?' });
    const path = `/supportTickets/${ticket.id}`;
    const note = await call('POST', `${path}/notes`, admin, { text: 'Check the payment logs' });
    expect(note.statusCode).toBe(201);
    const reply = await call('POST', `${path}/replies`, admin, { text: 'It is in your settings.' });
    expect(reply.statusCode).toBe(201);
    expect(data<SupportTicketNote>(reply)).toMatchObject({ kind: 'reply', fromRequester: false });
    const [mail] = await testApp.outboxMail(member.email);
    expect(mail?.subject).toMatch(/^Re: your request to /);
    expect(mail?.text).toContain('It is in your settings.');

    const detail = data<SupportTicketDetail>(await call('GET', path, admin));
    expect(detail.status).toBe('awaitingClient');
    expect(detail.notes.map((n) => n.kind)).toEqual(['note', 'reply']);

    // The member sees the replies, not the internal note, and answers back.
    const own = data<SupportTicketDetail>(await call('GET', `/self${path}`, member));
    expect(own.notes.map((n) => n.text)).toEqual(['It is in your settings.']);
    const answer = await call('POST', `/self${path}/replies`, member, { text: 'Found it, thanks' });
    expect(data<SupportTicketNote>(answer)).toMatchObject({ fromRequester: true });
    expect(data<SupportTicketDetail>(await call('GET', path, admin)).status).toBe('awaitingAdmin');

    const resolved = await call('PUT', `${path}/status`, admin, { status: 'resolved' });
    expect(data<SupportTicket>(resolved).status).toBe('resolved');
    const badStatus = await call('PUT', `${path}/status`, admin, { status: 'closed' });
    expect(badStatus.statusCode).toBe(400);
    const emptyNote = await call('POST', `${path}/notes`, admin, { text: ' ' });
    expect(emptyNote.statusCode).toBe(400);
    expect(emptyNote.json()).toMatchObject({ field: 'text' });

    const mine = data<SupportTicket[]>(await call('GET', '/self/supportTickets', member));
    expect(mine.map((t) => t.id)).toContain(ticket.id);
    expect(data<SupportTicket[]>(await call('GET', '/self/supportTickets', other))).toEqual([]);
    expect((await call('GET', `/self${path}`, other)).statusCode).toBe(404);
  });

  it('notifies a member of a reply in-app, leading to the ticket; a visitor by mail only', async () => {
    const ticket = await send(other, { request: 'My badge is wrong' });
    const before = await testApp.outboxMail(other.email);
    await call('POST', `/supportTickets/${ticket.id}/replies`, admin, { text: 'Fixed it.' });
    const listed = await call('GET', '/self/notifications?filters=SUPPORT_TICKET_MESSAGE', other);
    expect(listed.statusCode, listed.body).toBe(200);
    const [notice] = data<Notification[]>(listed);
    expect(notice).toMatchObject({
      type: 'SUPPORT_TICKET_MESSAGE',
      conversationId: ticket.id,
      sender: expect.objectContaining({ id: admin.accountId }),
      read: false,
    });
    // The reply comes by mail too (the member keeps support reply mail on by default).
    const mail = await testApp.outboxMail(other.email);
    expect(mail).toHaveLength(before.length + 1);
    expect(mail[0]?.text).toContain('Fixed it.');

    // Turned off, the in-app notification still comes, the mail does not.
    await call('PUT', '/self/notificationPreferences', other, { supportTicketMessageEmail: false });
    await call('POST', `/supportTickets/${ticket.id}/replies`, admin, { text: 'And again.' });
    expect(await testApp.outboxMail(other.email)).toHaveLength(before.length + 1);
    const again = data<Notification[]>(
      await call('GET', '/self/notifications?filters=SUPPORT_TICKET_MESSAGE', other),
    );
    expect(again).toHaveLength(2);

    // Nobody else is notified of it.
    const others = data<Notification[]>(
      await call('GET', '/self/notifications?filters=SUPPORT_TICKET_MESSAGE', member),
    );
    expect(others.map((item) => item.conversationId)).not.toContain(ticket.id);
    const visitor = await send(null, { email: 'reply.visitor@example.test' });
    await call('POST', `/supportTickets/${visitor.id}/replies`, admin, { text: 'Hello there.' });
    const [visitorMail] = await testApp.outboxMail('reply.visitor@example.test');
    expect(visitorMail?.text).toContain('Hello there.');
  });

  it('orders the queue open first and filters it', async () => {
    const a = await send(null, { type: 'bug', email: 'q1@example.test' });
    const b = await send(null, { type: 'feedback', email: 'q2@example.test' });
    await call('PUT', `/supportTickets/${a.id}/status`, admin, { status: 'resolved' });
    const open = data<SupportTicket[]>(
      await call('GET', '/supportTickets?status=new&pageSize=100', admin),
    );
    expect(open.map((t) => t.id)).toContain(b.id);
    expect(open.map((t) => t.id)).not.toContain(a.id);
    const bugs = data<SupportTicket[]>(
      await call('GET', '/supportTickets?type=bug&pageSize=100', admin),
    );
    expect(bugs.every((t) => t.type === 'bug')).toBe(true);
    const all = data<SupportTicket[]>(await call('GET', '/supportTickets?pageSize=100', admin));
    const statuses = all.map((t) => t.status);
    expect(statuses.indexOf('new')).toBeLessThan(statuses.lastIndexOf('resolved'));
  });

  it('keeps the queue to administrators, tickets to their organization, and answers 456 with the module off', async () => {
    const ticket = await send(member);
    const admins = [
      ['GET', '/supportTickets'],
      ['GET', `/supportTickets/${ticket.id}`],
      ['PUT', `/supportTickets/${ticket.id}/status`],
      ['POST', `/supportTickets/${ticket.id}/notes`],
      ['POST', `/supportTickets/${ticket.id}/replies`],
    ] as const;
    const bodyOf = (url: string) =>
      url.endsWith('/status') ? { status: 'resolved' } : { text: 'Hello' };
    for (const [method, url] of admins) {
      const body = method === 'GET' ? undefined : bodyOf(url);
      expect((await call(method, url, member, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const otherOrg = await testApp.createOrganization();
    const outsider = await testApp.createUser(otherOrg, { admin: true });
    for (const [method, url] of admins.slice(1)) {
      const body = method === 'GET' ? undefined : bodyOf(url);
      expect((await call(method, url, outsider, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const off = await testApp.createOrganization({
      modules: MODULES.filter((module) => module !== 'support'),
    });
    const offUser = await testApp.createUser(off, { admin: true });
    for (const [method, url] of [
      ...admins,
      ['POST', '/supportTickets'],
      ['GET', '/self/supportTickets'],
      ['GET', `/self/supportTickets/${ticket.id}`],
      ['POST', `/self/supportTickets/${ticket.id}/replies`],
    ] as const) {
      const body =
        method === 'GET'
          ? undefined
          : url === '/supportTickets'
            ? { type: 'support', email: 'a@example.test', request: 'Hi' }
            : bodyOf(url);
      expect((await call(method, url, offUser, body)).statusCode, `${method} ${url}`).toBe(456);
    }
  });
});
