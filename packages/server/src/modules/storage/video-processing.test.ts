import { readFileSync } from 'node:fs';
import { MESSAGES, type StoredVideo, type VideoStream } from '@convene/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { videos } from '../../db/schema/index';
import { findFfmpeg } from '../../jobs/video-ffmpeg';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { DEMO_MEDIA_FILES, demoMediaPath, processVideos } from './index';
import { dataUri, ftyp } from './test-media';
import { claimVideo } from './videos.repository';

const hasFfmpeg = (await findFfmpeg(undefined)) !== null;
if (!hasFfmpeg)
  console.warn('NOTICE: ffmpeg/ffprobe not on PATH: the HLS transcoding tests are skipped.');

const demoVideo = readFileSync(demoMediaPath(DEMO_MEDIA_FILES.video));
const MISSING_FFMPEG = '/nonexistent/ffmpeg';

/** Resolves a playlist entry against the playlist's URL (entries are relative). */
const resolveUrl = (base: string, entry: string): string =>
  new URL(entry, `http://local${base}`).pathname;

const playlistEntries = (body: string): string[] =>
  body.split('\n').filter((line) => line.length > 0 && !line.startsWith('#'));

describe('video processing', () => {
  let t: TestApp;
  let org: TestOrganization;
  let alice: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    alice = await t.createUser(org);
    outsider = await t.createUser(await t.createOrganization());
  });
  afterAll(() => t.close());

  async function upload(bytes: Buffer, name = 'harbor.mp4'): Promise<StoredVideo> {
    const response = await t.inject({
      method: 'POST',
      url: '/api/storage/videos',
      headers: alice.headers,
      payload: { dataUri: dataUri('video/mp4', bytes), source: 'content', name },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as StoredVideo;
  }

  const read = async (id: string, headers = alice.headers) =>
    t.inject({ method: 'GET', url: `/api/storage/videos/${id}`, headers });

  const stream = async (id: string, query = '', headers = alice.headers) =>
    t.inject({ method: 'GET', url: `/api/streams/${id}${query}`, headers });

  describe.skipIf(!hasFfmpeg)('with ffmpeg', () => {
    it('goes from processing to ready with an HLS master playlist, renditions and a thumbnail', async () => {
      const uploaded = await upload(demoVideo);
      expect(uploaded).toMatchObject({
        status: 'processing',
        readyToStream: false,
        streamUrl: null,
        hlsUrl: '',
        duration: null,
        width: 640,
        height: 360,
      });
      const before = (await stream(uploaded.id)).json().data as VideoStream;
      expect(before).toMatchObject({ status: 'processing', output: 'hls', url: null });

      expect(await processVideos(t.runtime.services)).toBe(1);

      const video = (await read(uploaded.id)).json().data as StoredVideo;
      const folder = `/files/${org.id}/videos/${video.id}`;
      expect(video).toMatchObject({
        status: 'ready',
        readyToStream: true,
        hlsUrl: `${folder}/hls/master.m3u8`,
        streamUrl: `${folder}/hls/master.m3u8`,
        thumbnailUrl: `${folder}/thumbnail.jpg`,
        url: uploaded.url,
        width: 640,
        height: 360,
      });
      expect(video.duration).toBeCloseTo(6, 0);

      const master = await t.inject({ method: 'GET', url: video.hlsUrl });
      expect(master.statusCode).toBe(200);
      expect(master.headers['content-type']).toMatch(/mpegurl/i);
      expect(master.body).toMatch(/^#EXTM3U/);
      const renditions = playlistEntries(master.body);
      expect(renditions).toEqual(['240p/index.m3u8', '360p/index.m3u8']);
      expect(master.body).toContain('RESOLUTION=640x360');
      for (const entry of renditions) {
        const url = resolveUrl(video.hlsUrl, entry);
        const playlist = await t.inject({ method: 'GET', url });
        expect(playlist.statusCode).toBe(200);
        expect(playlist.body).toContain('#EXT-X-ENDLIST');
        const segments = playlistEntries(playlist.body);
        expect(segments.length).toBeGreaterThanOrEqual(2);
        for (const segment of segments) {
          const bytes = await t.inject({ method: 'GET', url: resolveUrl(url, segment) });
          expect(bytes.statusCode).toBe(200);
          expect(bytes.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
        }
      }
      const thumbnail = await t.inject({ method: 'GET', url: video.thumbnailUrl });
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');

      const outputs = (await stream(video.id)).json().data as VideoStream;
      expect(outputs).toMatchObject({
        status: 'ready',
        output: 'hls',
        url: video.hlsUrl,
        outputs: { hls: video.hlsUrl, original: video.url, thumbnail: video.thumbnailUrl },
        width: 640,
        height: 360,
      });
      expect(outputs.renditions.map((rendition) => [rendition.name, rendition.url])).toEqual([
        ['240p', `${folder}/hls/240p/index.m3u8`],
        ['360p', `${folder}/hls/360p/index.m3u8`],
      ]);
      const thumbnailOutput = (await stream(video.id, '?output=thumbnail')).json().data;
      expect(thumbnailOutput.url).toBe(video.thumbnailUrl);
      const original = (await stream(video.id, '?output=original')).json().data;
      expect(original.url).toBe(video.url);

      expect((await read(video.id, outsider.headers)).statusCode).toBe(404);
      expect((await stream(video.id, '', outsider.headers)).statusCode).toBe(404);
      expect(await processVideos(t.runtime.services)).toBe(0);
    }, 120_000);

    it('fails a video ffmpeg cannot decode after its attempts, serving nothing', async () => {
      // A container that sniffs as MP4 but holds no decodable stream.
      const broken = Buffer.concat([ftyp, Buffer.alloc(4096, 7)]);
      const uploaded = await upload(broken, 'broken.mp4');
      const hoursLater = (hours: number) => () => new Date(Date.now() + hours * 3_600_000);
      for (let attempt = 1; attempt <= 3; attempt += 1)
        expect(await processVideos(t.runtime.services, { now: hoursLater(attempt) })).toBe(1);
      const video = (await read(uploaded.id)).json().data as StoredVideo;
      expect(video).toMatchObject({
        status: 'failed',
        readyToStream: false,
        streamUrl: null,
        hlsUrl: '',
      });
      const outputs = (await stream(video.id)).json().data as VideoStream;
      expect(outputs).toMatchObject({ status: 'failed', url: null, renditions: [] });
      expect(await processVideos(t.runtime.services, { now: hoursLater(4) })).toBe(0);
    }, 60_000);

    it('probes the duration of an uploaded audio file', async () => {
      const mp3 = readFileSync(demoMediaPath(DEMO_MEDIA_FILES.podcast1));
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/files',
        headers: alice.headers,
        payload: { dataUri: dataUri('audio/mpeg', mp3), name: 'episode-1.mp3' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.duration).toBeCloseTo(16, 0);
    });
  });

  it('lets one claim hold a video: a second claim finds nothing until the lease runs out', async () => {
    const uploaded = await upload(demoVideo);
    const db = t.runtime.services.db;
    const now = new Date();
    const first = await claimVideo(db, crypto.randomUUID(), now, 60_000);
    expect(first?.id).toBe(uploaded.id);
    expect(await claimVideo(db, crypto.randomUUID(), now, 60_000)).toBeUndefined();
    // Two nodes asking at once (concurrently on PostgreSQL): one of them gets it.
    const second = await upload(demoVideo);
    const race = await Promise.all(
      [1, 2].map(() => claimVideo(db, crypto.randomUUID(), now, 60_000)),
    );
    expect(race.filter((row) => row?.id === second.id)).toHaveLength(1);
    await db.delete(videos).where(eq(videos.id, second.id));
    const afterLease = new Date(now.getTime() + 61_000);
    const again = await claimVideo(db, crypto.randomUUID(), afterLease, 60_000);
    expect(again).toMatchObject({ id: uploaded.id, attempts: 2 });
    await db.delete(videos).where(eq(videos.id, uploaded.id));
  });

  it('without ffmpeg: ready with the original, which plays with range requests', async () => {
    const uploaded = await upload(demoVideo);
    expect(uploaded.status).toBe('processing');
    const warn = vi.spyOn(t.runtime.services.log, 'warn');
    const settled = await processVideos(t.runtime.services, { ffmpegPath: MISSING_FFMPEG });
    expect(settled).toBeGreaterThanOrEqual(1);
    expect(await processVideos(t.runtime.services, { ffmpegPath: MISSING_FFMPEG })).toBe(0);
    const missing = warn.mock.calls.filter(([, message]) => String(message).includes('ffmpeg'));
    expect(missing).toHaveLength(1);
    warn.mockRestore();
    const video = (await read(uploaded.id)).json().data as StoredVideo;
    expect(video).toMatchObject({
      status: 'ready',
      readyToStream: true,
      hlsUrl: '',
      thumbnailUrl: '',
      streamUrl: uploaded.url,
      previewUrl: uploaded.url,
    });
    const outputs = (await stream(video.id)).json().data as VideoStream;
    expect(outputs).toMatchObject({ status: 'ready', url: null, renditions: [] });
    expect(outputs.outputs).toEqual({ hls: null, original: video.url, thumbnail: null });

    const partial = await t.inject({
      method: 'GET',
      url: video.url,
      headers: { range: 'bytes=4-11' },
    });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 4-11/${demoVideo.length}`);
    expect(partial.rawPayload.toString('latin1').slice(0, 4)).toBe('ftyp');
  });

  it('answers 400 with the contract’s message for a non-video on every video upload route', async () => {
    const text = Buffer.from('just some text, not a video at all, padded to be long enough');
    const json = await t.inject({
      method: 'POST',
      url: '/api/storage/videos',
      headers: alice.headers,
      payload: { dataUri: dataUri('video/mp4', text), source: 'content', name: 'a.mp4' },
    });
    const raw = await t.inject({
      method: 'POST',
      url: '/api/storage/videos/stream?name=a.mp4&source=content',
      headers: { ...alice.headers, 'content-type': 'application/octet-stream' },
      payload: text,
    });
    const boundary = 'convene-boundary';
    const form = await t.inject({
      method: 'POST',
      url: '/api/storage/videos/multipart?source=content',
      headers: { ...alice.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
        ),
        text,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    for (const response of [json, raw, form]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.invalidVideo);
    }
    expect(MESSAGES.invalidVideo).toBe('Invalid file type. Please upload a video file.');
  });

  it('answers 404 for a video or stream that does not exist, 400 for a bad output', async () => {
    const id = crypto.randomUUID();
    expect((await read(id)).statusCode).toBe(404);
    expect((await stream(id)).statusCode).toBe(404);
    const uploaded = await upload(demoVideo);
    expect((await stream(uploaded.id, '?output=dash')).statusCode).toBe(400);
  });
});
