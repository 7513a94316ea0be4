import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { STORAGE_MESSAGES, storageQuotaMessage } from '@convene/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema/index';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { dataUri, ftyp, mp4Parts, pausedHalfway } from './test-media';

describe('streamed uploads', () => {
  const QUOTA = 300_000;
  let t: TestApp;
  let org: TestOrganization;
  let alice: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { STORAGE_QUOTA_BYTES_PER_ACCOUNT: String(QUOTA) } });
    org = await t.createOrganization();
    alice = await t.createUser(org);
  });
  afterAll(() => t.close());

  const streamVideo = (user: TestUser, payload: Readable | Buffer, query = 'name=clip.mp4') =>
    t.inject({
      method: 'POST',
      url: `/api/storage/videos/stream?source=activity&${query}`,
      headers: { ...user.headers, 'content-type': 'application/octet-stream' },
      payload,
    });

  it('streams a video to storage, with the dimensions of a moov box at the end', async () => {
    const video = mp4Parts(200_000, 10_000);
    const response = await streamVideo(await t.createUser(org), video.stream());
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      width: 1280,
      height: 720,
      size: video.size,
      contentType: 'video/mp4',
      name: 'clip.mp4',
      source: 'activity',
    });
    const stored = readFileSync(join(t.config.dataDir, data.url.replace(/^\//, '')));
    expect(stored.length).toBe(video.size);
    expect(stored.subarray(0, ftyp.length).equals(ftyp)).toBe(true);
  });

  it('refuses what is not a video before storing anything, and an empty body', async () => {
    const user = await t.createUser(org);
    const text = await streamVideo(user, Buffer.from('just some text, not a video at all'));
    expect(text.statusCode).toBe(400);
    const empty = await streamVideo(user, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });

  it('stores a streamed file with the media type the query names', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/storage/files/stream?name=notes.pdf&contentType=application/pdf',
      headers: { ...alice.headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('%PDF-1.7 a small file'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'notes.pdf',
      contentType: 'application/pdf',
      size: 21,
    });
  });

  it('answers 413 naming the limit when a declared length is over the kind limit', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/storage/files/stream?name=big.bin',
      headers: {
        ...alice.headers,
        'content-type': 'application/octet-stream',
        'content-length': String(26 * 1024 * 1024),
      },
      payload: new PassThrough(),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(STORAGE_MESSAGES.fileTooLarge);
  });

  it('answers 413 naming the quota once an account would keep more than it, on every upload route', async () => {
    const user = await t.createUser(org);
    const first = await streamVideo(user, mp4Parts(200_000).stream());
    expect(first.statusCode).toBe(200);
    // A streamed upload without a length is cut off as it crosses the quota …
    const second = await streamVideo(user, mp4Parts(200_000).stream());
    expect(second.statusCode).toBe(413);
    expect(second.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: storageQuotaMessage(QUOTA),
    });
    expect(second.json().message).toContain('0.29 MB');
    // … and a data URI too.
    const json = await t.inject({
      method: 'POST',
      url: '/api/storage/files',
      headers: user.headers,
      payload: { dataUri: dataUri('text/plain', Buffer.alloc(150_000, 65)), name: 'a.txt' },
    });
    expect(json.statusCode).toBe(413);
    expect(json.json().message).toBe(storageQuotaMessage(QUOTA));
    // What stays under the quota still goes through.
    const small = await t.inject({
      method: 'POST',
      url: '/api/storage/files',
      headers: user.headers,
      payload: { dataUri: dataUri('text/plain', Buffer.alloc(50_000, 65)), name: 'a.txt' },
    });
    expect(small.statusCode).toBe(200);
  });

  it('counts uploaded images towards the quota, and refuses an image (413) once an account is near it', async () => {
    // Noise: WebP cannot shrink it much, so the stored image keeps tens of KB.
    const noise = await sharp(randomBytes(128 * 128 * 3), {
      raw: { width: 128, height: 128, channels: 3 },
    })
      .png()
      .toBuffer();
    const uploadImage = (user: TestUser) =>
      t.inject({
        method: 'POST',
        url: '/api/storage/images/upload',
        headers: user.headers,
        payload: { type: 'activity', dataUri: dataUri('image/png', noise) },
      });
    const uploadFile = (user: TestUser, bytes: number) =>
      t.inject({
        method: 'POST',
        url: '/api/storage/files',
        headers: user.headers,
        payload: { dataUri: dataUri('text/plain', Buffer.alloc(bytes, 65)), name: 'a.txt' },
      });

    // The bytes of the stored WebP are recorded …
    const first = await t.createUser(org);
    const image = await uploadImage(first);
    expect(image.statusCode).toBe(200);
    const [row] = await t.runtime.services.db
      .select()
      .from(images)
      .where(eq(images.id, image.json().data.id as string));
    expect(row!.size).toBeGreaterThan(10_000);
    expect(row!.size).toBe(statSync(join(t.config.dataDir, row!.uri.replace(/^\//, ''))).size);
    // … and count: a file that fits an empty account does not fit beside the image.
    expect((await uploadFile(first, QUOTA - 5_000)).statusCode).toBe(413);

    // An account near its quota is refused an image, with the quota named.
    const near = await t.createUser(org);
    expect((await uploadFile(near, QUOTA - 5_000)).statusCode).toBe(200);
    const refused = await uploadImage(near);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: storageQuotaMessage(QUOTA),
      field: 'dataUri',
    });
  });

  it('answers 429 beyond three uploads at once per account, and takes them again after', async () => {
    const user = await t.createUser(org);
    const bodies = [new PassThrough(), new PassThrough(), new PassThrough()];
    const running = bodies.map((body) => {
      body.write(ftyp);
      return streamVideo(user, body);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const fourth = await streamVideo(user, mp4Parts(1_000).stream());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: STORAGE_MESSAGES.tooManyUploads,
    });
    // Another account is not held up by this one.
    expect((await streamVideo(alice, mp4Parts(1_000).stream())).statusCode).toBe(200);
    for (const body of bodies) body.end(Buffer.alloc(100, 1));
    expect((await Promise.all(running)).map((response) => response.statusCode)).toEqual([
      200, 200, 200,
    ]);
    expect((await streamVideo(user, mp4Parts(1_000).stream())).statusCode).toBe(200);
  });
});

describe('streamed upload memory', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser(await t.createOrganization());
  });
  afterAll(() => t.close());

  it(
    'writes a 40 MB video to storage while it arrives, not after',
    { timeout: 60_000 },
    async () => {
      const video = mp4Parts(40 * 1024 * 1024);
      const filesDir = join(t.config.dataDir, 'files');
      const paced = pausedHalfway(video, filesDir);
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/videos/stream?source=content&name=big.mp4',
        headers: { ...user.headers, 'content-type': 'video/mp4' },
        payload: paced.body,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ size: video.size, width: 1280, height: 720 });
      expect(paced.storedAtHalf()).toBeGreaterThan(video.size / 4);
    },
  );
});
