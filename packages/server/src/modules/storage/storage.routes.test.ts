import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@convene/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { dataUri } from './test-media';

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A minimal MP4: ftyp, then moov/trak/tkhd declaring a 640×360 track. */
function mp4(brand = 'isom'): Buffer {
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(640 * 65536, 76);
  tkhd.writeUInt32BE(360 * 65536, 80);
  return Buffer.concat([
    box('ftyp', Buffer.from(`${brand}\0\0\0\0isommp42`, 'latin1')),
    box('moov', box('trak', box('tkhd', tkhd))),
    box('mdat', Buffer.alloc(64, 7)),
  ]);
}

const webm = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm', 'latin1'),
  Buffer.alloc(32, 0),
]);

describe('storage routes', () => {
  let t: TestApp;
  let org: TestOrganization;
  let alice: TestUser;
  let outsider: TestUser;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    alice = await t.createUser(org);
    outsider = await t.createUser(await t.createOrganization());
    png = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: { r: 200, g: 30, b: 90 } },
    })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  describe('POST /storage/files', () => {
    it('stores the file under the organization and answers its record', async () => {
      const content = Buffer.from('name,email\nada,ada@example.test\n');
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/files',
        headers: alice.headers,
        payload: { dataUri: dataUri('text/csv', content), name: 'people.csv' },
      });
      expect(response.statusCode).toBe(200);
      const file = response.json().data;
      expect(file).toMatchObject({
        name: 'people.csv',
        contentType: 'text/csv',
        size: content.length,
      });
      expect(file.url).toMatch(new RegExp(`^/files/${org.id}/files/[0-9a-f-]+\\.csv$`));
      const served = await t.inject({ method: 'GET', url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(content)).toBe(true);
    });

    it('rejects data that is not base64, naming the field', async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/files',
        headers: alice.headers,
        payload: { dataUri: 'data:text/plain,hello world', name: 'a.txt' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'dataUri' });
    });

    it('requires a name', async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/files',
        headers: alice.headers,
        payload: { dataUri: dataUri('text/plain', Buffer.from('x')) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('name');
    });

    it('refuses a disabled account (462)', async () => {
      const disabled = await t.createUser(org, { disabled: true });
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/files',
        headers: disabled.headers,
        payload: { dataUri: dataUri('text/plain', Buffer.from('x')), name: 'a.txt' },
      });
      expect(response.statusCode).toBe(462);
    });

    it('requires a signed-in account', async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/files',
        headers: org.headers,
        payload: { dataUri: dataUri('text/plain', Buffer.from('x')), name: 'a.txt' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /storage/images/upload', () => {
    it('re-encodes to WebP within 2048 px and records the image', async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/images/upload',
        headers: alice.headers,
        payload: {
          type: 'activity',
          dataUri: dataUri('image/png', png),
          name: 'Banner',
          description: 'Pink',
        },
      });
      expect(response.statusCode).toBe(200);
      const image = response.json().data;
      expect(image).toMatchObject({ width: 2048, height: 683, moderation: 'safe' });
      expect(image.uri).toBe(`/files/${org.id}/images/activity/${image.id}.webp`);
      const served = await t.inject({ method: 'GET', url: image.uri });
      expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

      const read = await t.inject({
        method: 'GET',
        url: `/api/storage/images/${image.id}`,
        headers: alice.headers,
      });
      expect(read.json().data).toMatchObject({
        ...image,
        type: 'activity',
        name: 'Banner',
        description: 'Pink',
      });

      const crossOrg = await t.inject({
        method: 'GET',
        url: `/api/storage/images/${image.id}`,
        headers: outsider.headers,
      });
      expect(crossOrg.statusCode).toBe(404);
    });

    it.each([
      [
        'a harmless SVG',
        'image/svg+xml',
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ],
      [
        'a scripted SVG',
        'image/svg+xml',
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
      ],
      ['HTML posing as PNG', 'image/png', '<html><script>alert(1)</script></html>'],
    ])('refuses %s', async (_label, type, text) => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/images/upload',
        headers: alice.headers,
        payload: { type: 'thread', dataUri: dataUri(type, Buffer.from(text)) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'dataUri', message: 'Invalid image' });
    });

    it('rejects an unknown image type', async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/images/upload',
        headers: alice.headers,
        payload: { type: 'avatar', dataUri: dataUri('image/png', png) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('type');
    });
  });

  describe('videos', () => {
    it('stores an MP4 with its dimensions, processing, and plays the original with range requests', async () => {
      const bytes = mp4();
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/videos',
        headers: alice.headers,
        payload: {
          dataUri: dataUri('video/mp4', bytes),
          source: 'activity',
          name: 'clip.mp4',
          minutes: 1,
        },
      });
      expect(response.statusCode).toBe(200);
      const video = response.json().data;
      expect(video).toMatchObject({
        width: 640,
        height: 360,
        contentType: 'video/mp4',
        size: bytes.length,
        source: 'activity',
        status: 'processing',
        readyToStream: false,
        streamUrl: null,
      });
      expect(video.url).toBe(`/files/${org.id}/videos/${video.id}.mp4`);
      expect(video.previewUrl).toBe(video.url);

      const read = await t.inject({
        method: 'GET',
        url: `/api/storage/videos/${video.id}`,
        headers: alice.headers,
      });
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toEqual(video);
      const crossOrg = await t.inject({
        method: 'GET',
        url: `/api/storage/videos/${video.id}`,
        headers: outsider.headers,
      });
      expect(crossOrg.statusCode).toBe(404);

      const partial = await t.inject({
        method: 'GET',
        url: video.url,
        headers: { range: 'bytes=4-11' },
      });
      expect(partial.statusCode).toBe(206);
      expect(partial.headers['content-range']).toBe(`bytes 4-11/${bytes.length}`);
      expect(partial.rawPayload.toString('latin1')).toBe('ftypisom');
    });

    it('accepts WebM and QuickTime by their first bytes', async () => {
      for (const [bytes, contentType] of [
        [webm, 'video/webm'],
        [mp4('qt  '), 'video/quicktime'],
      ] as const) {
        const response = await t.inject({
          method: 'POST',
          url: '/api/storage/videos',
          headers: alice.headers,
          payload: {
            dataUri: dataUri('application/octet-stream', bytes),
            source: 'content',
            name: 'v',
          },
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().data.contentType).toBe(contentType);
      }
    });

    it.each([
      ['a PNG', () => dataUri('video/mp4', Buffer.from('\x89PNG\r\n\x1a\n0000000000', 'latin1'))],
      ['an AVIF image in an ftyp box', () => dataUri('video/mp4', mp4('avif'))],
      ['an M4A audio file', () => dataUri('video/mp4', mp4('M4A '))],
      ['text', () => dataUri('video/mp4', Buffer.from('just some text, not a video'))],
    ])('refuses %s with the catalogue message', async (_label, make) => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/videos',
        headers: alice.headers,
        payload: { dataUri: make(), source: 'activity', name: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: MESSAGES.invalidVideo, field: 'dataUri' });
    });

    it('rejects an unknown source', async () => {
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/videos',
        headers: alice.headers,
        payload: { dataUri: dataUri('video/mp4', mp4()), source: 'chat', name: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('source');
    });
  });

  describe('GET /storage/link-preview', () => {
    let server: Server;
    let port: number;
    let hits = 0;

    beforeAll(async () => {
      server = createServer((request, response) => {
        hits += 1;
        if (request.url === '/redirect') {
          response.writeHead(302, { location: `http://127.0.0.1:${port}/` });
          response.end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<title>internal admin</title>');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    const preview = (href: string, headers = alice.headers) =>
      t.inject({
        method: 'GET',
        url: `/api/storage/link-preview?href=${encodeURIComponent(href)}`,
        headers,
      });

    it.each([
      () => `http://127.0.0.1:${port}/`,
      () => `http://localhost:${port}/`,
      () => `http://[::1]:${port}/`,
      () => `http://[::ffff:127.0.0.1]:${port}/`,
      () => `http://2130706433:${port}/`,
      () => `http://0x7f.1:${port}/redirect`,
      () => 'http://169.254.169.254/latest/meta-data/',
      () => 'http://10.0.0.1/',
      () => `http://user:pass@127.0.0.1:${port}/`,
    ])('refuses a non-public address (%#)', async (href) => {
      const before = hits;
      const response = await preview(href());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', field: 'href' });
      expect(hits).toBe(before);
    });

    it.each(['ftp://example.com/file', 'javascript:alert(1)', 'file:///etc/passwd', 'not a url'])(
      'refuses %s as not http(s)',
      async (href) => {
        const response = await preview(href);
        expect(response.statusCode).toBe(400);
        expect(response.json().field).toBe('href');
      },
    );

    it('requires a signed-in account', async () => {
      const response = await preview('https://example.com/', org.headers);
      expect(response.statusCode).toBe(401);
    });
  });
});
