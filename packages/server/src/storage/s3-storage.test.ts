import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
// s3rver ships no types: a local server speaking the S3 protocol, so the real AWS SDK
// client of s3-storage.ts is exercised end to end.
// @ts-expect-error -- untyped package
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg } from '../jobs/video-ffmpeg';
import { DEMO_MEDIA_FILES, demoMediaPath, processVideos } from '../modules/storage/index';
import { createTestApp, type TestApp } from '../test/harness';

const hasFfmpeg = (await findFfmpeg(undefined)) !== null;

const BUCKET = 'convene-test';

describe('S3 storage (S3_BUCKET set)', () => {
  const directory = mkdtempSync(join(tmpdir(), 'convene-s3-'));
  let server: { run(): Promise<{ port: number }>; close(): Promise<void> };
  let endpoint: string;
  let t: TestApp;

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      env: {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PUBLIC_URL: `${endpoint}/${BUCKET}`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('stores an uploaded avatar in the bucket, at the URL it answers, and deletes the one it replaces', async () => {
    expect(t.runtime.services.storage.name).toBe('s3');
    const org = await t.createOrganization();
    const user = await t.createUser(org);
    const upload = async () => {
      const source = await sharp({
        create: { width: 300, height: 200, channels: 3, background: '#0f766e' },
      })
        .png()
        .toBuffer();
      const response = await t.inject({
        method: 'PUT',
        url: '/api/self/image',
        headers: user.headers,
        payload: { buffer: source.toString('base64') },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.image as { uri: string };
    };

    const first = await upload();
    expect(first.uri).toMatch(
      new RegExp(`^${endpoint}/${BUCKET}/${org.id}/accounts/${user.accountId}/`),
    );
    const stored = await fetch(first.uri);
    expect(stored.status).toBe(200);
    expect(await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });

    const second = await upload();
    expect(second.uri).not.toBe(first.uri);
    expect((await fetch(second.uri)).status).toBe(200);
    expect((await fetch(first.uri)).status).toBe(404);
  });

  it('streams a large object to the bucket in parts, and a small one in one PUT', async () => {
    const storage = t.runtime.services.storage;
    const chunk = { length: 256 * 1024 };
    const chunks = (count: number) =>
      Readable.from(
        (function* () {
          for (let index = 0; index < count; index += 1)
            yield Buffer.alloc(chunk.length, index % 251);
        })(),
        { objectMode: false },
      );
    // 12 MB: parts of 5, 5 and 2 MB.
    const large = await storage.putStream('org/videos/large.mp4', chunks(48), 'video/mp4');
    expect(large.size).toBe(48 * chunk.length);
    const stored = Buffer.from(await (await fetch(large.url)).arrayBuffer());
    expect(stored.length).toBe(48 * chunk.length);
    expect(stored[0]).toBe(0);
    expect(stored[47 * chunk.length]).toBe(47);
    const small = await storage.putStream('org/files/small.bin', chunks(2), 'application/pdf');
    expect(small.size).toBe(2 * chunk.length);
    const smallStored = await fetch(small.url);
    expect(smallStored.headers.get('content-type')).toBe('application/pdf');
    expect((await smallStored.arrayBuffer()).byteLength).toBe(2 * chunk.length);
  });

  it.skipIf(!hasFfmpeg)(
    'reads an uploaded video back from the bucket, and writes its HLS outputs there',
    async () => {
      const org = await t.createOrganization();
      const user = await t.createUser(org);
      const bytes = readFileSync(demoMediaPath(DEMO_MEDIA_FILES.video));
      const uploaded = await t.inject({
        method: 'POST',
        url: '/api/storage/videos/stream?name=harbor.mp4&source=content',
        headers: { ...user.headers, 'content-type': 'video/mp4' },
        payload: bytes,
      });
      expect(uploaded.statusCode).toBe(200);
      const { id } = uploaded.json().data as { id: string };
      expect(await processVideos(t.runtime.services)).toBe(1);
      const video = (
        await t.inject({ method: 'GET', url: `/api/storage/videos/${id}`, headers: user.headers })
      ).json().data as { status: string; hlsUrl: string; thumbnailUrl: string };
      const folder = `${endpoint}/${BUCKET}/${org.id}/videos/${id}`;
      expect(video).toMatchObject({
        status: 'ready',
        hlsUrl: `${folder}/hls/master.m3u8`,
        thumbnailUrl: `${folder}/thumbnail.jpg`,
      });
      const master = await fetch(video.hlsUrl);
      expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(await master.text()).toContain('360p/index.m3u8');
      const playlist = await (await fetch(`${folder}/hls/360p/index.m3u8`)).text();
      const segment = playlist.split('\n').find((line) => line.endsWith('.ts'));
      const bytesOfSegment = await fetch(`${folder}/hls/360p/${segment}`);
      expect(bytesOfSegment.headers.get('content-type')).toBe('video/mp2t');
      expect(new Uint8Array(await bytesOfSegment.arrayBuffer())[0]).toBe(0x47);
      expect((await fetch(video.thumbnailUrl)).status).toBe(200);
    },
    120_000,
  );
});
