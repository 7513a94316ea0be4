import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  envelopeSchema,
  ErrorBodySchema,
  MESSAGES,
  PublicOrganizationSchema,
} from '@convene/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { tolerateDropOnClose } from '../test/redis';
import { PROBE_PREFIX, probeRoutes } from '../test/probe-routes';

const StrictErrorBody = ErrorBodySchema.strict();

/** docs/architecture.md#the-request-pipeline: the behaviour every route shares. */
describe('API conventions', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let org: TestOrganization;
  let user: TestUser;

  beforeAll(async () => {
    t = tolerateDropOnClose(await createTestApp());
    org = await t.createOrganization();
    user = await t.createUser(org);
    app = await buildApp({ services: t.runtime.services, plugins: [probeRoutes()] });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  describe('bodies', () => {
    it('answers a malformed URL with the same error body, not the router default', async () => {
      const response = await app.inject({ url: '/api/%E0%A4%A', headers: org.headers });
      expect(response.statusCode).toBe(400);
      expect(StrictErrorBody.parse(response.json())).toMatchObject({
        status: 'error',
        code: 'VALIDATION',
      });
    });

    it('wraps success as { status: "ok", data }', async () => {
      const response = await app.inject({ url: '/api/organization', headers: org.headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = envelopeSchema(PublicOrganizationSchema).strict().parse(response.json());
      expect(body.data.ORGANIZATION_ID).toBe(org.id);
    });

    it('answers errors as { status: "error", message, code, field? } only', async () => {
      const missing = await app.inject({ url: '/api/organization' });
      expect(missing.statusCode).toBe(400);
      expect(StrictErrorBody.parse(missing.json())).toEqual({
        status: 'error',
        code: 'VALIDATION',
        field: 'organization',
        message: 'The organization header is required',
      });

      const badToken = await app.inject({
        url: `${PROBE_PREFIX}/whoami`,
        headers: { organization: org.id, authorization: 'Bearer not-a-token' },
      });
      expect(badToken.statusCode).toBe(401);
      expect(StrictErrorBody.parse(badToken.json())).toMatchObject({ code: 'UNAUTHORIZED' });
    });

    it('answers unknown routes with a 404 JSON error', async () => {
      for (const [method, url] of [
        ['GET', '/api/no-such-route'],
        ['DELETE', '/api/organization'],
        ['POST', '/api/no/such/route?x=1'],
      ] as const) {
        const response = await app.inject({ method, url, headers: org.headers });
        expect(response.statusCode).toBe(404);
        expect(StrictErrorBody.parse(response.json())).toMatchObject({
          status: 'error',
          code: 'NOT_FOUND',
        });
      }
    });

    it('answers an unexpected failure with 500 "Something went wrong" and no details', async () => {
      const response = await app.inject({ url: `${PROBE_PREFIX}/boom` });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'INTERNAL',
        message: 'Something went wrong',
      });
      expect(response.body).not.toContain('hunter2');
    });

    it('answers a body over 1 MiB with 413', async () => {
      const payload = JSON.stringify({ text: 'x'.repeat(1024 * 1024) });
      const response = await app.inject({
        method: 'POST',
        url: `${PROBE_PREFIX}/echo`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(StrictErrorBody.parse(response.json())).toEqual({
        status: 'error',
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Request body is too large',
      });

      const small = await app.inject({
        method: 'POST',
        url: `${PROBE_PREFIX}/echo`,
        payload: { text: 'x'.repeat(1000) },
      });
      expect(small.statusCode).toBe(200);
    });
  });

  describe('headers', () => {
    it('accepts the token raw and with "Bearer "', async () => {
      for (const authorization of [user.token, `Bearer ${user.token}`]) {
        const response = await app.inject({
          url: `${PROBE_PREFIX}/whoami`,
          headers: { organization: org.id, authorization },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({
          loginId: user.loginId,
          accountId: user.accountId,
        });
      }
    });

    it('matches header names case-insensitively on the wire (Organization, AUTHORIZATION, ExecuteAs, Locale)', async () => {
      const admin = await t.createUser(org, { admin: true });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const body = await new Promise<string>((resolve, reject) => {
        const outgoing = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: `${PROBE_PREFIX}/whoami`,
            headers: {
              Organization: org.id,
              AUTHORIZATION: `Bearer ${admin.token}`,
              ExecuteAs: user.accountId,
              Locale: 'fr',
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      });
      // Node keeps the names as given on the wire; the server must still find them.
      expect(JSON.parse(body).data).toEqual({
        organizationId: org.id,
        loginId: admin.loginId,
        accountId: user.accountId,
        locale: 'fr',
      });
    });

    it('refuses (403) an executeAs account the login does not hold', async () => {
      const other = await t.createUser(org);
      const response = await app.inject({
        url: `${PROBE_PREFIX}/whoami`,
        headers: { ...user.headers, executeas: other.accountId },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: MESSAGES.executeAsNotAllowed });
    });
  });

  describe('request ids', () => {
    it('answers every response with an x-request-id', async () => {
      const first = await app.inject({ url: '/api/organization', headers: org.headers });
      const second = await app.inject({ url: '/api/no-such-route' });
      const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
      for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(ids[0]).not.toBe(ids[1]);
    });

    it('reuses a valid incoming x-request-id and replaces an invalid one', async () => {
      const given = 'lb-7f3a9c21-trace';
      const reused = await app.inject({
        url: '/api/organization',
        headers: { ...org.headers, 'x-request-id': given },
      });
      expect(reused.headers['x-request-id']).toBe(given);

      for (const invalid of ['short', 'has spaces in it', `${'a'.repeat(65)}`, 'semi;colon-12']) {
        const replaced = await app.inject({
          url: '/api/organization',
          headers: { ...org.headers, 'x-request-id': invalid },
        });
        expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });
});
