import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { etagMatches, weakEtag } from './conditional-get';

let t: TestApp;
let org: TestOrganization;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrganization();
  user = await t.createUser(org);
});
afterAll(() => t.close());

const read = (url: string, headers: Record<string, string>) =>
  t.inject({ method: 'GET', url, headers });

describe('conditional reads of the API', () => {
  it('answers an unchanged anonymous read with 304 and no body, and a CDN may hold it', async () => {
    const first = await read('/api/accounts', org.headers);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(etag).toBe(weakEtag(first.body));
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    const vary = String(first.headers.vary).toLowerCase();
    for (const name of ['authorization', 'executeas', 'locale', 'organization'])
      expect(vary).toContain(name);

    const again = await read('/api/accounts', { ...org.headers, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-length'] ?? '0').toBe('0');
  });

  it('changes the ETag when the answer changes', async () => {
    const before = await read('/api/accounts', org.headers);
    const etag = before.headers.etag as string;
    await t.createUser(org);
    const after = await read('/api/accounts', { ...org.headers, 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.length).toBe(before.json().data.length + 1);
  });

  it('keeps signed-in answers private, revalidated with their own ETag', async () => {
    const first = await read('/api/accounts', user.headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    const again = await read('/api/accounts', { ...user.headers, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('private, no-cache');
  });

  it('never stores /self, and leaves writes and errors alone', async () => {
    const self = await read('/api/self', user.headers);
    expect(self.statusCode).toBe(200);
    expect(self.headers['cache-control']).toBe('private, no-store');
    expect(self.headers.etag).toBeUndefined();

    const refused = await read('/api/self', org.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.etag).toBeUndefined();
    expect(refused.headers['cache-control']).toBeUndefined();

    const health = await read('/api/health', {});
    expect(health.headers.etag).toBeUndefined();
  });

  it('compares If-None-Match weakly, in a list or as *', () => {
    const etag = 'W/"abc"';
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('W/"abd"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
