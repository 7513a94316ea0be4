import {
  API_KEY_MESSAGES as M,
  type ApiKey,
  type CreatedApiKey,
  type ListingAttendee,
  type ListingPass,
  type Registration,
} from '@convene/contract';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, logins } from '../../db/schema/index';
import { findOrganizationById } from '../../tenancy/organizations.repository';
import type { TestUser } from '../../test/harness';
import {
  useRegistrationWorld,
  type EventRow,
} from '../ticketing/registration/test/registration-world';
import {
  API_KEY_CACHE_TTL_MS,
  API_KEY_TOUCH_INTERVAL_MS,
  createApiKeyAuthenticator,
} from './api-key-authenticator';

const keysPath = '/organization/api-keys';
const cart = (eventId: string) => `/self/events/${eventId}/registration`;
const attendees = (eventId: string) => `/listings/${eventId}/attendees`;
const DAY = 86_400_000;

describe('API keys', () => {
  const world = useRegistrationWorld(2);
  const { ok, fails, call } = world;
  let event: EventRow;
  let attendee: TestUser;
  let passId: string;

  /** Headers of a request made with the key, for `organizationId` (its own by default). */
  const withKey = (secret: string, organizationId = world.org.id) => ({
    headers: { organization: organizationId, authorization: `Bearer ${secret}` },
  });

  async function createKey(body: Record<string, unknown>, by = world.admin) {
    const response = await call(by, 'POST', keysPath, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as CreatedApiKey;
  }

  beforeAll(async () => {
    attendee = world.members[0]!;
    // The administrator who issues the keys hosts the event: a key acts for them.
    event = await world.createEvent({ creatorId: world.admin.accountId });
    const general = await world.offer.passType(event.id, { name: 'General', price: 0 });
    await ok(attendee, 'POST', `${cart(event.id)}/passes`, {
      passes: [{ ticketId: general.id }],
    });
    const registration = await ok<Registration>(attendee, 'POST', `${cart(event.id)}/submit`, {
      termsAccepted: true,
    });
    passId = registration.passes[0]!.id;
  });

  it('issues a key once, keeps only its hash, and lets it call the routes of its scopes', async () => {
    const created = await createKey({
      name: 'Door app',
      scopes: ['attendees:read', 'attendees:write'],
    });
    expect(created.secret).toMatch(/^cvk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Door app',
      prefix: created.secret.slice(0, 12),
      scopes: ['attendees:read', 'attendees:write'],
      lastUsedAt: null,
      expiresAt: null,
      revokedAt: null,
      account: { id: world.admin.accountId, username: world.admin.username },
    });

    const [row] = await world.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.secretHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await world.t.inject({
      method: 'GET',
      url: `/api${attendees(event.id)}`,
      ...withKey(created.secret),
    });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().data as ListingAttendee[];
    expect(rows.map((one) => one.account?.id)).toEqual([attendee.accountId]);

    const checkIn = await world.t.inject({
      method: 'POST',
      url: `/api${attendees(event.id)}/${attendee.accountId}/passes/${passId}/checkin`,
      ...withKey(created.secret),
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    // Checked in by the account the key acts for: its creator's.
    const pass = checkIn.json().data as ListingPass;
    expect(pass.usedAt).not.toBeNull();
    expect(pass.checkedInById).toBe(world.admin.accountId);

    // Its last use is recorded, and the list never shows a secret.
    const keys = await ok<ApiKey[]>(world.admin, 'GET', keysPath);
    const listed = keys.find((key) => key.id === created.id)!;
    expect(listed.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(keys)).not.toContain(created.secret);
  });

  it('answers 403 outside its scopes, on routes keys may not call, and to executeAs', async () => {
    const { secret } = await createKey({ name: 'Read attendees', scopes: ['attendees:read'] });
    const events = await world.t.inject({ method: 'GET', url: '/api/events', ...withKey(secret) });
    expect(events.statusCode, events.body).toBe(403);
    expect(events.json().message).toBe(M.missingScope('events:read'));

    const checkIn = await world.t.inject({
      method: 'POST',
      url: `/api${attendees(event.id)}/${attendee.accountId}/passes/${passId}/checkin`,
      ...withKey(secret),
    });
    expect(checkIn.statusCode).toBe(403);
    expect(checkIn.json().message).toBe(M.missingScope('attendees:write'));

    const manage = await world.t.inject({
      method: 'GET',
      url: `/api${keysPath}`,
      ...withKey(secret),
    });
    expect(manage.statusCode).toBe(403);
    expect(manage.json().message).toBe(M.notForKeys);

    const actingAs = await world.t.inject({
      method: 'GET',
      url: `/api${attendees(event.id)}`,
      headers: { ...withKey(secret).headers, executeAs: attendee.accountId },
    });
    expect(actingAs.statusCode).toBe(403);
    expect(actingAs.json().field).toBe('executeAs');

    const events2 = await createKey({ name: 'Events', scopes: ['events:read'] });
    const listed = await world.t.inject({
      method: 'GET',
      url: '/api/events',
      ...withKey(events2.secret),
    });
    expect(listed.statusCode, listed.body).toBe(200);

    // Orders: the organizer dashboard of the account the key acts for, and its exports.
    const orders = await createKey({ name: 'Accounting', scopes: ['orders:read'] });
    for (const path of ['/self/host/dashboard', '/self/host/orders/export']) {
      const answer = await world.t.inject({
        method: 'GET',
        url: `/api${path}`,
        ...withKey(orders.secret),
      });
      expect(answer.statusCode, `${path}: ${answer.body}`).toBe(200);
    }
    const outside = await world.t.inject({
      method: 'GET',
      url: '/api/events',
      ...withKey(orders.secret),
    });
    expect(outside.json().message).toBe(M.missingScope('events:read'));
  });

  it('is refused (401) once revoked, with another organization, expired, or unknown', async () => {
    const created = await createKey({ name: 'CRM', scopes: ['members:read'] });
    const members = () =>
      world.t.inject({ method: 'GET', url: '/api/accounts', ...withKey(created.secret) });
    expect((await members()).statusCode).toBe(200);

    const elsewhere = await world.t.inject({
      method: 'GET',
      url: '/api/accounts',
      ...withKey(created.secret, world.other.id),
    });
    expect(elsewhere.statusCode).toBe(401);

    const revoked = await ok<ApiKey>(world.admin, 'DELETE', `${keysPath}/${created.id}`);
    expect(revoked.revokedAt).not.toBeNull();
    const refused = await members();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(M.invalidKey);
    // Revoking again keeps the first revocation.
    const again = await ok<ApiKey>(world.admin, 'DELETE', `${keysPath}/${created.id}`);
    expect(again.revokedAt).toBe(revoked.revokedAt);

    const expiring = await createKey({
      name: 'Short',
      scopes: ['members:read'],
      expiresAt: new Date(Date.now() + DAY).toISOString(),
    });
    await world.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.id));
    const expired = await world.t.inject({
      method: 'GET',
      url: '/api/accounts',
      ...withKey(expiring.secret),
    });
    expect(expired.statusCode).toBe(401);

    const unknown = await world.t.inject({
      method: 'GET',
      url: '/api/accounts',
      ...withKey(`cvk_${'x'.repeat(43)}`),
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('stops working when its creator is no longer an administrator', async () => {
    const former = await world.t.createUser(world.org, { admin: true });
    const { secret } = await createKey({ name: 'Leaver', scopes: ['members:read'] }, former);
    await world.db.update(logins).set({ admin: false }).where(eq(logins.id, former.loginId));
    const response = await world.t.inject({
      method: 'GET',
      url: '/api/accounts',
      ...withKey(secret),
    });
    expect(response.statusCode).toBe(401);
  });

  it('is managed by administrators only; another organization’s key is 404', async () => {
    const created = await createKey({ name: 'Ours', scopes: ['events:read'] });
    const member = world.members[1]!;
    await fails(member, 'GET', keysPath, undefined, 403);
    await fails(member, 'POST', keysPath, { name: 'Mine', scopes: ['events:read'] }, 403);
    await fails(member, 'DELETE', `${keysPath}/${created.id}`, undefined, 403);
    await fails(world.org, 'GET', keysPath, undefined, 401);

    const otherAdmin = await world.t.createUser(world.other, { admin: true });
    await fails(otherAdmin, 'DELETE', `${keysPath}/${created.id}`, undefined, 404);
    const theirs = await ok<ApiKey[]>(otherAdmin, 'GET', keysPath);
    expect(theirs.map((key) => key.id)).not.toContain(created.id);
    await fails(world.admin, 'DELETE', `${keysPath}/${crypto.randomUUID()}`, undefined, 404);
  });

  it('answers 400 naming the field for a bad key request', async () => {
    const bad = async (body: unknown, field: string) => {
      const error = await fails(world.admin, 'POST', keysPath, body, 400);
      expect(error.field ?? error.errors?.[0]?.field).toBe(field);
    };
    await bad({ name: '  ', scopes: ['events:read'] }, 'name');
    await bad({ name: 'x'.repeat(101), scopes: ['events:read'] }, 'name');
    await bad({ name: 'Key', scopes: [] }, 'scopes');
    await bad({ name: 'Key', scopes: ['events:write'] }, 'scopes.0');
    await bad({ name: 'Key', scopes: ['events:read', 'events:read'] }, 'scopes');
    await bad({ name: 'Key', scopes: ['events:read'], expiresAt: 'tomorrow' }, 'expiresAt');
    const past = new Date(Date.now() - DAY).toISOString();
    const error = await fails(
      world.admin,
      'POST',
      keysPath,
      { name: 'Key', scopes: ['events:read'], expiresAt: past },
      400,
    );
    expect(error).toMatchObject({ field: 'expiresAt', message: M.expiresInPast });
    await fails(world.admin, 'DELETE', `${keysPath}/not-an-id`, undefined, 400);
  });

  describe('on another node (its own cache)', () => {
    /** A second node's authenticator over the same database, asked at `now`. */
    async function nodeAsks(
      node: ReturnType<typeof createApiKeyAuthenticator>,
      secret: string,
      now: Date,
    ) {
      const organization = (await findOrganizationById(world.db, world.org.id))!;
      return node.authenticate(world.t.runtime.services, organization, {
        secret,
        executeAs: undefined,
        scope: 'members:read',
        now,
      });
    }
    const lastUsed = async (id: string) =>
      (await world.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]!.lastUsedAt;

    it('refuses a key revoked elsewhere once its cache time has passed', async () => {
      const created = await createKey({ name: 'Elsewhere', scopes: ['members:read'] });
      const node = createApiKeyAuthenticator();
      const start = Date.now();
      const acting = await nodeAsks(node, created.secret, new Date(start));
      expect(acting.login.id).toBe(world.admin.loginId);
      await ok(world.admin, 'DELETE', `${keysPath}/${created.id}`);
      // Within the documented bound the other node may still trust what it read …
      await nodeAsks(node, created.secret, new Date(start + API_KEY_CACHE_TTL_MS - 1000));
      // … and past it, it reads the revocation.
      await expect(
        nodeAsks(node, created.secret, new Date(start + API_KEY_CACHE_TTL_MS + 1)),
      ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('writes the last use at most once a minute', async () => {
      const created = await createKey({ name: 'Busy', scopes: ['members:read'] });
      const node = createApiKeyAuthenticator();
      const start = Date.now();
      await nodeAsks(node, created.secret, new Date(start));
      expect((await lastUsed(created.id))?.getTime()).toBe(start);
      await nodeAsks(node, created.secret, new Date(start + 20_000));
      expect((await lastUsed(created.id))?.getTime()).toBe(start);
      // Another node reading the key after it: the database's last use holds it back too.
      await nodeAsks(createApiKeyAuthenticator(), created.secret, new Date(start + 40_000));
      expect((await lastUsed(created.id))?.getTime()).toBe(start);
      const later = start + API_KEY_TOUCH_INTERVAL_MS + 1000;
      await nodeAsks(node, created.secret, new Date(later));
      expect((await lastUsed(created.id))?.getTime()).toBe(later);
    });
  });
});
