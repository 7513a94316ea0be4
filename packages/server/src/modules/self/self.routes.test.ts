import { crc32, deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@convene/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, loginAccounts, logins } from '../../db/schema/index';
import { createTestApp, uniqueName, type TestApp, type TestOrganization } from '../../test/harness';

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
}

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 140, b: 190 } },
  })
    .jpeg()
    .toBuffer();
}

/** A PNG whose header claims width × height, with (almost) no pixel data behind it. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('self routes', () => {
  let t: TestApp;
  let org: TestOrganization;
  let other: TestOrganization;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    other = await t.createOrganization();
  });
  afterAll(() => t.close());

  async function secondAccount(headers: Record<string, string>, username = uniqueName('alt')) {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login/account',
      headers,
      payload: { account: { username, firstName: 'Alt' } },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: string; username: string };
  }

  describe('GET /self', () => {
    it('answers 401 without a token', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/self', headers: org.headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
    });

    it('returns the primary account of the login as Self', async () => {
      const user = await t.createUser(org);
      const response = await t.inject({ method: 'GET', url: '/api/self', headers: user.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'ok',
        data: {
          id: user.accountId,
          username: user.username,
          email: user.email,
          locale: 'en',
          primary: true,
          image: null,
          banner: null,
          _count: { followers: 0, following: 0 },
        },
      });
    });

    it('answers 463 when the login holds no account', async () => {
      const user = await t.createUser(org);
      await t.runtime.services.db
        .delete(loginAccounts)
        .where(eq(loginAccounts.loginId, user.loginId));
      const response = await t.inject({ method: 'GET', url: '/api/self', headers: user.headers });
      expect(response.statusCode).toBe(463);
      expect(response.json()).toMatchObject({ code: 'NO_ACCOUNT_SELECTED' });
    });
  });

  describe('executeAs', () => {
    it('acts as a second account the login holds', async () => {
      const user = await t.createUser(org);
      const second = await secondAccount(user.headers);
      const response = await t.inject({
        method: 'GET',
        url: '/api/self',
        headers: { ...user.headers, executeAs: second.id },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ id: second.id, primary: false });
      const without = await t.inject({ method: 'GET', url: '/api/self', headers: user.headers });
      expect(without.json().data.id).toBe(user.accountId);
    });

    it('refuses (403) an account the login does not hold, never falling back to the primary', async () => {
      const user = await t.createUser(org);
      const stranger = await t.createUser(org);
      for (const executeAs of [stranger.accountId, 'not-a-uuid', crypto.randomUUID()]) {
        const response = await t.inject({
          method: 'GET',
          url: '/api/self',
          headers: { ...user.headers, executeAs },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(MESSAGES.executeAsNotAllowed);
      }
    });

    it('lets an organization admin act as any account of its organization, not of another', async () => {
      const admin = await t.createUser(org, { admin: true });
      const member = await t.createUser(org);
      const outsider = await t.createUser(other);
      const asMember = await t.inject({
        method: 'GET',
        url: '/api/self',
        headers: { ...admin.headers, executeAs: member.accountId },
      });
      expect(asMember.statusCode).toBe(200);
      expect(asMember.json().data).toMatchObject({ id: member.accountId, primary: false });
      const asOutsider = await t.inject({
        method: 'GET',
        url: '/api/self',
        headers: { ...admin.headers, executeAs: outsider.accountId },
      });
      expect(asOutsider.statusCode).toBe(403);
    });

    it('is not granted to a plain member', async () => {
      const member = await t.createUser(org);
      const target = await t.createUser(org);
      const response = await t.inject({
        method: 'GET',
        url: '/api/self',
        headers: { ...member.headers, executeas: target.accountId },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('PUT /self', () => {
    it('updates the profile fields and answers the Self', async () => {
      const user = await t.createUser(org);
      const username = uniqueName('renamed');
      const response = await t.inject({
        method: 'PUT',
        url: '/api/self',
        headers: user.headers,
        payload: {
          username,
          bio: 'Sailing and ceramics',
          website: 'https://example.org',
          firstName: null,
          locale: 'fr',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        id: user.accountId,
        username,
        bio: 'Sailing and ceramics',
        website: 'https://example.org',
        firstName: null,
        locale: 'fr',
        primary: true,
      });
      const [row] = await t.runtime.services.db
        .select()
        .from(accounts)
        .where(eq(accounts.id, user.accountId));
      expect(row).toMatchObject({ username, locale: 'fr', firstName: null });
    });

    it('sets, trims and clears the social links; GET /self and the account read them', async () => {
      const user = await t.createUser(org);
      const links = {
        facebook: ' https://www.facebook.com/ada ',
        instagram: '@ada.sails',
        linkedIn: 'https://www.linkedin.com/in/ada-l',
        twitter: 'ada_l',
        tikTok: '@ada',
        youtube: 'https://youtube.com/@ada',
        discord: 'ada#1234',
      };
      const response = await t.inject({
        method: 'PUT',
        url: '/api/self',
        headers: user.headers,
        payload: links,
      });
      expect(response.statusCode).toBe(200);
      const expected = { ...links, facebook: 'https://www.facebook.com/ada' };
      expect(response.json().data).toMatchObject(expected);
      const self = await t.inject({ method: 'GET', url: '/api/self', headers: user.headers });
      expect(self.json().data).toMatchObject(expected);
      const account = await t.inject({
        method: 'GET',
        url: `/api/accounts/${user.accountId}`,
        headers: org.headers,
      });
      expect(account.json().data).toMatchObject(expected);

      const cleared = await t.inject({
        method: 'PUT',
        url: '/api/self',
        headers: user.headers,
        payload: { facebook: null, instagram: '  ' },
      });
      expect(cleared.json().data).toMatchObject({
        facebook: null,
        instagram: null,
        twitter: 'ada_l',
      });
    });

    it('rejects a social link that is neither a web link nor a handle', async () => {
      const user = await t.createUser(org);
      for (const [field, value] of [
        ['twitter', 'javascript:alert(1)'],
        ['facebook', 'ftp://example.org/ada'],
        ['instagram', 'two words'],
        ['discord', 'ada\u0000'],
        ['youtube', `https://youtube.com/${'a'.repeat(200)}`],
      ] as const) {
        const response = await t.inject({
          method: 'PUT',
          url: '/api/self',
          headers: user.headers,
          payload: { [field]: value },
        });
        expect(response.statusCode, value).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION', field });
      }
    });

    it('keeps the same username without a conflict', async () => {
      const user = await t.createUser(org);
      const response = await t.inject({
        method: 'PUT',
        url: '/api/self',
        headers: user.headers,
        payload: { username: user.username },
      });
      expect(response.statusCode).toBe(200);
    });

    it('answers 409 when the username is taken in the organization, not in another', async () => {
      const user = await t.createUser(org);
      const taken = await t.createUser(org);
      const response = await t.inject({
        method: 'PUT',
        url: '/api/self',
        headers: user.headers,
        payload: { username: taken.username },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'CONFLICT',
        message: 'Username already taken',
        field: 'username',
      });
      const elsewhere = await t.createUser(other);
      const free = await t.inject({
        method: 'PUT',
        url: '/api/self',
        headers: user.headers,
        payload: { username: elsewhere.username },
      });
      expect(free.statusCode).toBe(200);
    });

    it('rejects invalid fields with 400 naming the field', async () => {
      const user = await t.createUser(org);
      for (const [payload, field] of [
        [{ username: 'ab' }, 'username'],
        [{ username: 'Bad--Name' }, 'username'],
        [{ website: 'not a url' }, 'website'],
        [{ locale: 'it' }, 'locale'],
      ] as const) {
        const response = await t.inject({
          method: 'PUT',
          url: '/api/self',
          headers: user.headers,
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION', field });
      }
      const locale = await t.inject({
        method: 'PUT',
        url: '/api/self',
        headers: user.headers,
        payload: { locale: 'it' },
      });
      expect(locale.json().message).toBe('Locale it not found');
    });

    it('refuses a website that is not an http(s) link, naming the field', async () => {
      const user = await t.createUser(org);
      for (const website of [
        'javascript:alert(1)',
        'data:text/html,<b>x</b>',
        'ftp://example.org',
      ]) {
        const response = await t.inject({
          method: 'PUT',
          url: '/api/self',
          headers: user.headers,
          payload: { website },
        });
        expect(response.statusCode, website).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION',
          field: 'website',
          message: expect.stringContaining('http:// or https://'),
        });
      }
      const self = await t.inject({ method: 'GET', url: '/api/self', headers: user.headers });
      expect(self.json().data.website).toBeNull();
    });

    it('answers 401 without a token and 462 for a disabled account', async () => {
      const anonymous = await t.inject({
        method: 'PUT',
        url: '/api/self',
        headers: org.headers,
        payload: { bio: 'x' },
      });
      expect(anonymous.statusCode).toBe(401);
      const disabled = await t.createUser(org, { disabled: true });
      const response = await t.inject({
        method: 'PUT',
        url: '/api/self',
        headers: disabled.headers,
        payload: { bio: 'x' },
      });
      expect(response.statusCode).toBe(462);
      expect(response.json().message).toBe('account disabled');
    });
  });

  describe('DELETE /self', () => {
    it('deletes the only account and the login; the token then answers 401', async () => {
      const user = await t.createUser(org);
      const response = await t.inject({
        method: 'DELETE',
        url: '/api/self',
        headers: user.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        message: 'Account and login deleted',
        data: null,
      });
      const db = t.runtime.services.db;
      expect(await db.select().from(accounts).where(eq(accounts.id, user.accountId))).toEqual([]);
      expect(await db.select().from(logins).where(eq(logins.id, user.loginId))).toEqual([]);
      const after = await t.inject({ method: 'GET', url: '/api/self', headers: user.headers });
      expect(after.statusCode).toBe(401);
    });

    it('deletes the acting account only, keeping the login and its other accounts', async () => {
      const user = await t.createUser(org);
      const second = await secondAccount(user.headers);
      const response = await t.inject({
        method: 'DELETE',
        url: '/api/self',
        headers: { ...user.headers, executeAs: second.id },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: 'Account deleted', data: null });
      const self = await t.inject({ method: 'GET', url: '/api/self', headers: user.headers });
      expect(self.json().data).toMatchObject({ id: user.accountId, primary: true });
      const login = await t.inject({ method: 'GET', url: '/api/login', headers: user.headers });
      expect(login.json().data.accounts.map((a: { id: string }) => a.id)).toEqual([user.accountId]);
    });

    it('makes the oldest remaining account primary when the primary one is deleted', async () => {
      const user = await t.createUser(org);
      const second = await secondAccount(user.headers);
      const response = await t.inject({
        method: 'DELETE',
        url: '/api/self',
        headers: user.headers,
      });
      expect(response.statusCode).toBe(200);
      const self = await t.inject({ method: 'GET', url: '/api/self', headers: user.headers });
      expect(self.statusCode).toBe(200);
      expect(self.json().data).toMatchObject({ id: second.id, primary: true });
    });

    it('answers 401 without a token', async () => {
      const response = await t.inject({ method: 'DELETE', url: '/api/self', headers: org.headers });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PUT /self/image and /self/banner', () => {
    it('stores the avatar as a 512×512 WebP that /files serves, with ranges', async () => {
      const user = await t.createUser(org);
      const source = await png(900, 600);
      const response = await t.inject({
        method: 'PUT',
        url: '/api/self/image',
        headers: user.headers,
        payload: { buffer: source.toString('base64') },
      });
      expect(response.statusCode).toBe(200);
      const image = response.json().data.image;
      expect(image).toMatchObject({ width: 512, height: 512, moderation: 'safe' });
      expect(image.uri).toBe(`/files/${org.id}/accounts/${user.accountId}/${image.id}.webp`);

      const file = await t.inject({ method: 'GET', url: image.uri });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['accept-ranges']).toBe('bytes');
      expect(file.headers['content-security-policy']).toContain('sandbox');
      expect(file.headers['cache-control']).toContain('immutable');
      const stored = await sharp(file.rawPayload).metadata();
      expect(stored).toMatchObject({ format: 'webp', width: 512, height: 512 });

      const range = await t.inject({
        method: 'GET',
        url: image.uri,
        headers: { range: 'bytes=0-9' },
      });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-range']).toBe(`bytes 0-9/${file.rawPayload.length}`);
      expect(range.rawPayload.equals(file.rawPayload.subarray(0, 10))).toBe(true);

      const self = await t.inject({ method: 'GET', url: '/api/self', headers: user.headers });
      expect(self.json().data.image).toEqual(image);

      for (const url of [
        '/files/../config.json',
        '/files/%2e%2e/%2e%2e/package.json',
        `/files/${org.id}/nothing.webp`,
      ]) {
        const outside = await t.inject({ method: 'GET', url });
        expect(outside.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(outside.statusCode, url).toBeLessThan(500);
      }
    });

    it('stores the banner as 1500×500 from a JPEG data URI and removes the one it replaces', async () => {
      const user = await t.createUser(org);
      const send = async () =>
        t.inject({
          method: 'PUT',
          url: '/api/self/banner',
          headers: user.headers,
          payload: {
            buffer: `data:image/jpeg;base64,${(await jpeg(2000, 1000)).toString('base64')}`,
          },
        });
      const first = await send();
      expect(first.statusCode).toBe(200);
      const banner = first.json().data.banner;
      expect(banner).toMatchObject({ width: 1500, height: 500 });
      expect(first.json().data.image).toBeNull();
      const file = await t.inject({ method: 'GET', url: banner.uri });
      expect(file.statusCode).toBe(200);
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 1500, height: 500 });

      const second = await send();
      expect(second.statusCode).toBe(200);
      expect(second.json().data.banner.id).not.toBe(banner.id);
      const gone = await t.inject({ method: 'GET', url: banner.uri });
      expect(gone.statusCode).toBe(404);
    });

    it('answers an account picture or banner at /storage/images/{id}, in its organization only', async () => {
      const user = await t.createUser(org);
      const put = (kind: 'image' | 'banner') =>
        png(600, 600).then((source) =>
          t.inject({
            method: 'PUT',
            url: `/api/self/${kind}`,
            headers: user.headers,
            payload: { buffer: source.toString('base64') },
          }),
        );
      const picture = (await put('image')).json().data.image;
      const banner = (await put('banner')).json().data.banner;
      const read = (id: string, headers = user.headers) =>
        t.inject({ method: 'GET', url: `/api/storage/images/${id}`, headers });
      const asPeople = await read(picture.id);
      expect(asPeople.statusCode).toBe(200);
      expect(asPeople.json().data).toMatchObject({ ...picture, type: 'people', name: null });
      const asBanner = await read(banner.id);
      expect(asBanner.statusCode).toBe(200);
      expect(asBanner.json().data).toMatchObject({ ...banner, type: 'banner' });
      const stranger = await t.createUser(other);
      expect((await read(picture.id, stranger.headers)).statusCode).toBe(404);
      expect((await read(crypto.randomUUID())).statusCode).toBe(404);
    });

    it('accepts GIF and WebP input', async () => {
      const user = await t.createUser(org);
      for (const format of ['gif', 'webp'] as const) {
        const data = await sharp({
          create: { width: 64, height: 64, channels: 3, background: { r: 1, g: 2, b: 3 } },
        })
          .toFormat(format)
          .toBuffer();
        const response = await t.inject({
          method: 'PUT',
          url: '/api/self/image',
          headers: user.headers,
          payload: { buffer: data.toString('base64') },
        });
        expect(response.statusCode, format).toBe(200);
        expect(response.json().data.image).toMatchObject({ width: 512, height: 512 });
      }
    });

    it('rejects what is not a JPEG, PNG, GIF, WebP or AVIF with 400 Invalid image', async () => {
      const user = await t.createUser(org);
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      const truncated = (await png(50, 50)).subarray(0, 60);
      for (const buffer of [
        Buffer.from('hello, this is plain text').toString('base64'),
        svg.toString('base64'),
        `data:image/svg+xml;base64,${svg.toString('base64')}`,
        `data:image/svg+xml,${svg.toString()}`,
        'this is not base64!',
        truncated.toString('base64'),
      ]) {
        const response = await t.inject({
          method: 'PUT',
          url: '/api/self/image',
          headers: user.headers,
          payload: { buffer },
        });
        expect(response.statusCode, buffer.slice(0, 40)).toBe(400);
        expect(response.json()).toEqual({
          status: 'error',
          code: 'VALIDATION',
          message: 'Invalid image',
          field: 'buffer',
        });
      }
      const empty = await t.inject({
        method: 'PUT',
        url: '/api/self/image',
        headers: user.headers,
        payload: {},
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().field).toBe('buffer');
      const self = await t.inject({ method: 'GET', url: '/api/self', headers: user.headers });
      expect(self.json().data.image).toBeNull();
    });

    it('answers 413 over 10 MB decoded and 400 over 40 megapixels', async () => {
      const user = await t.createUser(org);
      const big = Buffer.alloc(10 * 1024 * 1024 + 10, 0);
      pngHeaderOnly(100, 100).copy(big);
      const tooBig = await t.inject({
        method: 'PUT',
        url: '/api/self/image',
        headers: user.headers,
        payload: { buffer: big.toString('base64') },
      });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'buffer' });

      const huge = await t.inject({
        method: 'PUT',
        url: '/api/self/banner',
        headers: user.headers,
        payload: { buffer: pngHeaderOnly(8000, 6000).toString('base64') },
      });
      expect(huge.statusCode).toBe(400);
      expect(huge.json()).toMatchObject({
        message: 'Image must be at most 40 megapixels',
        field: 'buffer',
      });

      const overBodyLimit = await t.inject({
        method: 'PUT',
        url: '/api/self/image',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ buffer: 'A'.repeat(16 * 1024 * 1024) }),
      });
      expect(overBodyLimit.statusCode).toBe(413);
    });

    it('answers 401 without a token and 463 without an account', async () => {
      const buffer = (await png(10, 10)).toString('base64');
      const anonymous = await t.inject({
        method: 'PUT',
        url: '/api/self/banner',
        headers: org.headers,
        payload: { buffer },
      });
      expect(anonymous.statusCode).toBe(401);
      const user = await t.createUser(org);
      await t.runtime.services.db
        .delete(loginAccounts)
        .where(and(eq(loginAccounts.loginId, user.loginId)));
      const noAccount = await t.inject({
        method: 'PUT',
        url: '/api/self/image',
        headers: user.headers,
        payload: { buffer },
      });
      expect(noAccount.statusCode).toBe(463);
    });
  });

  describe('GET /self/relationships', () => {
    it('answers every kind as a map', async () => {
      const user = await t.createUser(org);
      const response = await t.inject({
        method: 'GET',
        url: '/api/self/relationships',
        headers: user.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        message: 'OK',
        data: { accounts: {}, groups: {}, events: {}, channels: {}, threads: {} },
      });
    });

    it('answers 401 without a token and 463 without an account', async () => {
      const anonymous = await t.inject({
        method: 'GET',
        url: '/api/self/relationships',
        headers: org.headers,
      });
      expect(anonymous.statusCode).toBe(401);
      const user = await t.createUser(org);
      await t.runtime.services.db
        .delete(loginAccounts)
        .where(eq(loginAccounts.loginId, user.loginId));
      const noAccount = await t.inject({
        method: 'GET',
        url: '/api/self/relationships',
        headers: user.headers,
      });
      expect(noAccount.statusCode).toBe(463);
    });
  });
});
