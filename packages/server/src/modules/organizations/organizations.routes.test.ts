import { organizationModules } from '@convene/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logins } from '../../db/schema/index';
import { weakEtag } from '../../plugins/conditional-get';
import { createTestApp, type TestApp } from '../../test/harness';

describe('GET /api/organization', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns the public configuration of the organization named by the header', async () => {
    const org = await t.createOrganization({ modules: ['activities', 'groups'] });
    const response = await t.inject({
      method: 'GET',
      url: '/api/organization',
      headers: org.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.data.ORGANIZATION_ID).toBe(org.id);
    expect(body.data.MODULES).toEqual(organizationModules(['activities', 'groups']));
    expect(body.data.MODULES.groups).toEqual({
      enabled: true,
      requireAuth: false,
      enabledTiers: [],
      editable: false,
      editableTiers: [],
    });
    expect(body.data.MODULES.events.enabled).toBe(false);
    expect(body.data.IDENTITY).toMatchObject({ CLIENT_ID: org.clientId, REGION: 'us-east-1' });
    expect(body.data.IDENTITY.URL).toMatch(/\/identity$/);
    expect(body.data.API_URL).toMatch(/\/api$/);
  });

  it('answers the shared configuration as JSON, its body and ETag computed once per object', async () => {
    const org = await t.createOrganization();
    const read = (headers: Record<string, string>) =>
      t.inject({ method: 'GET', url: '/api/organization', headers });
    const first = await read(org.headers);
    const second = await read(org.headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toBe(weakEtag(first.body));
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(JSON.parse(first.body)).toEqual({
      status: 'ok',
      message: 'OK',
      data: expect.objectContaining({ ORGANIZATION_ID: org.id }),
    });
    const notModified = await read({ ...org.headers, 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    // Another origin is another configuration object: its own body and ETag.
    const elsewhere = await read({ ...org.headers, host: 'elsewhere.example' });
    expect(elsewhere.body).not.toBe(first.body);
    expect(elsewhere.body).toContain('elsewhere.example');
    expect(elsewhere.headers.etag).toBe(weakEtag(elsewhere.body));
  });

  it('answers a missing organization header with a clear 400', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/organization' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'VALIDATION',
      field: 'organization',
      message: 'The organization header is required',
    });
  });

  it('answers a malformed organization header with a clear 400', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/organization',
      headers: { organization: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('organization');
  });

  it('answers an unknown organization with 404, never a 500', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/organization',
      headers: { organization: crypto.randomUUID() },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'Unknown organization',
    });
  });

  it('rejects a token that is not a valid access token with 401', async () => {
    const org = await t.createOrganization();
    const response = await t.inject({
      method: 'GET',
      url: '/api/organization',
      headers: { ...org.headers, authorization: 'Bearer nonsense' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("rejects another organization's token with 401", async () => {
    const first = await t.createOrganization();
    const second = await t.createOrganization();
    const user = await t.createUser(first);
    const response = await t.inject({
      method: 'GET',
      url: '/api/organization',
      headers: { organization: second.id, authorization: user.token },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers a signed-in call without reading its login: a revoked token reads what anyone may', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser(org);
    const anonymous = await t.inject({
      method: 'GET',
      url: '/api/organization',
      headers: org.headers,
    });
    // Revoke every token of the login (what signing out everywhere does).
    await t.runtime.services.db
      .update(logins)
      .set({ tokenVersion: sql`${logins.tokenVersion} + 1` })
      .where(eq(logins.id, user.loginId));
    const self = await t.inject({ method: 'GET', url: '/api/self', headers: user.headers });
    expect(self.statusCode).toBe(401);
    const signedIn = await t.inject({
      method: 'GET',
      url: '/api/organization',
      headers: user.headers,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual(anonymous.json());
  });

  it('sets security headers and echoes a request id', async () => {
    const org = await t.createOrganization();
    const response = await t.inject({
      method: 'GET',
      url: '/api/organization',
      headers: org.headers,
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/organization']).toBeDefined();
  });
});
