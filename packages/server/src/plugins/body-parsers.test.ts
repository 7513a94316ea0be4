import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorBodySchema } from '@convene/contract';
import axios, { type AxiosResponse } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';

/**
 * Real-world clients on a real port: axios sends body-less POST/PUT with
 * `Content-Type: application/x-www-form-urlencoded` and `Content-Length: 0` (or
 * `application/json` with an empty body); the API takes those as calls without a body.
 */
describe('body-less calls from axios', () => {
  let t: TestApp;
  let org: TestOrganization;
  let maya: TestUser;
  let omar: TestUser;
  let base: string;
  // Statuses are asserted, never thrown.
  const client = axios.create({ validateStatus: () => true });

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    org = await t.createOrganization();
    maya = await t.createUser(org);
    omar = await t.createUser(org);
    const { port } = t.app.server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}/api`;
  });
  afterAll(() => t.close());

  function expectOk(response: AxiosResponse, status = 200): unknown {
    expect(response.status, JSON.stringify(response.data)).toBe(status);
    expect(response.data).toMatchObject({ status: 'ok' });
    return (response.data as { data: unknown }).data;
  }

  it('takes an empty form body (what axios sends for no data) as no body', async () => {
    const response = await client.post(`${base}/accounts/${omar.accountId}/follow`, undefined, {
      headers: maya.headers,
    });
    // Node's http adds `Content-Length: 0` when the request ends without data.
    expect(response.request.getHeader('content-type')).toBe('application/x-www-form-urlencoded');
    expect(expectOk(response)).toMatchObject({ id: omar.accountId });
  });

  it('follows and unfollows with body-less POSTs, the JSON content type named or not', async () => {
    const follow = `${base}/accounts/${maya.accountId}/follow`;
    expect(expectOk(await client.post(follow, undefined, { headers: omar.headers }))).toMatchObject(
      {
        id: maya.accountId,
      },
    );
    const unfollow = await client.post(`${base}/accounts/${maya.accountId}/unfollow`, undefined, {
      headers: { ...omar.headers, 'Content-Type': 'application/json' },
    });
    expectOk(unfollow);
    const stats = await client.get(`${base}/accounts/${maya.accountId}/followStats`, {
      headers: org.headers,
    });
    expect(expectOk(stats)).toMatchObject({ followers: 0 });
  });

  it('likes with a body-less POST and unlikes with a DELETE', async () => {
    const created = await client.post(
      `${base}/activities`,
      { message: 'hello from axios' },
      { headers: maya.headers },
    );
    const activity = expectOk(created, 201) as { id: string };
    const likes = `${base}/activities/${activity.id}/likes`;
    const liked = expectOk(await client.post(likes, undefined, { headers: omar.headers }));
    expect(liked).toMatchObject({ _count: { likes: 1 } });
    const unliked = expectOk(await client.delete(likes, { headers: omar.headers }));
    expect(unliked).toMatchObject({ _count: { likes: 0 } });
    const again = await client.delete(likes, {
      headers: { ...omar.headers, 'Content-Type': 'application/json' },
    });
    expect(expectOk(again)).toMatchObject({ _count: { likes: 0 } });
  });

  it('joins with a body-less POST, asks and cancels with a body-less PUT', async () => {
    const open = expectOk(
      await client.post(
        `${base}/groups`,
        { group: { name: `Axios ${crypto.randomUUID().slice(0, 6)}`, access: 'public' } },
        { headers: maya.headers },
      ),
    ) as { id: string };
    const joined = await client.post(`${base}/groups/${open.id}/join`, undefined, {
      headers: omar.headers,
    });
    expect(expectOk(joined)).toMatchObject({ accountId: omar.accountId });

    const closed = expectOk(
      await client.post(
        `${base}/groups`,
        { group: { name: `Axios ${crypto.randomUUID().slice(0, 6)}`, access: 'private' } },
        { headers: maya.headers },
      ),
    ) as { id: string };
    const asked = await client.post(`${base}/groups/${closed.id}/requests`, undefined, {
      headers: omar.headers,
    });
    expect(expectOk(asked)).toMatchObject({ status: 'requested' });
    const canceled = await client.put(`${base}/groups/${closed.id}/requests/cancel`, undefined, {
      headers: omar.headers,
    });
    expect(canceled.request.getHeader('content-type')).toBe('application/x-www-form-urlencoded');
    expectOk(canceled);
  });

  it('takes an empty chunked JSON body as no body', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${base}/accounts/${omar.accountId}/unfollow`, {
        method: 'POST',
        headers: {
          ...maya.headers,
          'content-type': 'application/json',
          'transfer-encoding': 'chunked',
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ok', data: { id: omar.accountId } });
  });

  it('validates a write without a body as one without, where the body is optional', async () => {
    // PUT /self/notifications/read takes an optional body (no ids: mark all read). Fastify
    // hands a body's validator null when there is none; it is read as no body.
    for (const payload of [undefined, '', 'null']) {
      const response = await t.inject({
        method: 'PUT',
        url: '/api/self/notifications/read',
        headers: { ...maya.headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', data: { unread: 0 } });
    }
    const axiosPut = await client.put(`${base}/self/notifications/read`, undefined, {
      headers: { ...maya.headers, 'Content-Type': 'application/json' },
    });
    expect(expectOk(axiosPut)).toEqual({ unread: 0 });
    // A body that is there is still validated.
    const wrong = await t.inject({
      method: 'PUT',
      url: '/api/self/notifications/read',
      headers: { ...maya.headers, 'content-type': 'application/json' },
      payload: '{"notificationIds":"all"}',
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('still answers 415 with the error body to a body that is not JSON', async () => {
    const response = await client.post(`${base}/accounts/${omar.accountId}/follow`, 'a=1&b=2', {
      headers: { ...maya.headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(ErrorBodySchema.strict().parse(response.data)).toMatchObject({
      status: 'error',
      code: 'VALIDATION',
    });
  });

  it('still answers 400 with the error body to malformed JSON', async () => {
    const response = await client.post(`${base}/activities`, '{"message":', {
      headers: { ...maya.headers, 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(ErrorBodySchema.strict().parse(response.data)).toMatchObject({
      status: 'error',
      code: 'VALIDATION',
    });
  });
});
