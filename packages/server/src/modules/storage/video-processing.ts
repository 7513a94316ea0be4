import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Services } from '../../context';
import { findFfmpeg, transcodeSlots, type FfmpegTools } from '../../jobs/video-ffmpeg';
import { renditionBandwidth, transcodeToHls } from '../../jobs/video-transcode';
import type { VideoRow } from './storage.repository';
import {
  claimVideo,
  markVideoAttemptFailed,
  markVideosReadyAsUploaded,
  markVideoTranscoded,
} from './videos.repository';

/** How long a claim holds a video: a node that dies mid-transcode loses it after this. */
export const VIDEO_LEASE_MS = 30 * 60_000;
/** Each ffmpeg run is killed past this (well inside the lease). */
const FFMPEG_TIMEOUT_MS = 10 * 60_000;
/** Attempts before a video is `failed` for good; each retry waits attempts × this. */
export const VIDEO_MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 60_000;

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
};

const contentTypeOf = (path: string): string =>
  CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The folder of a video's outputs: `<organizationId>/videos/<id>` (the original sits beside it). */
export const videoFolder = (row: Pick<VideoRow, 'organizationId' | 'id'>): string =>
  `${row.organizationId}/videos/${row.id}`;

export interface VideoProcessingOptions {
  /** Instead of FFMPEG_PATH (tests point it at a missing binary). */
  ffmpegPath?: string;
  now?: () => Date;
}

const missingLogged = new Set<string>();

/**
 * Transcodes one claimed video: the original is copied from storage to a temporary
 * folder, transcoded there by ffmpeg child processes, and the outputs are written back
 * through the storage adapter under the video's folder; the temporary folder is removed.
 */
async function transcodeClaimed(
  services: Services,
  tools: FfmpegTools,
  row: VideoRow,
  token: string,
  now: () => Date,
): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'convene-video-'));
  const stored: string[] = [];
  try {
    const input = join(work, 'original');
    await pipeline(await services.storage.getStream(row.key), createWriteStream(input));
    const out = join(work, 'out');
    const result = await transcodeToHls(tools, input, out, { timeoutMs: FFMPEG_TIMEOUT_MS });
    const folder = videoFolder(row);
    for (const file of result.files) {
      const key = `${folder}/${file.split('\\').join('/')}`;
      await services.storage.put(key, await readFile(join(out, file)), contentTypeOf(file));
      stored.push(key);
    }
    const url = (file: string) => services.storage.url(`${folder}/${file}`);
    const kept = await markVideoTranscoded(services.db, row.id, token, {
      width: result.probe.width,
      height: result.probe.height,
      durationSeconds: result.probe.durationSeconds,
      hlsUrl: url('hls/master.m3u8'),
      thumbnailUrl: url(result.thumbnail),
      renditions: result.renditions.map((plan) => ({
        name: plan.name,
        width: plan.width,
        height: plan.height,
        bandwidth: renditionBandwidth(plan, result.probe.hasAudio),
        url: url(`hls/${plan.name}/index.m3u8`),
      })),
    });
    if (!kept) services.log.warn({ videoId: row.id }, 'video claim lost during transcode');
  } catch (error) {
    await Promise.all(stored.map((key) => services.storage.delete(key).catch(() => undefined)));
    const message = error instanceof Error ? error.message : String(error);
    const final = row.attempts >= VIDEO_MAX_ATTEMPTS;
    const retryAt = new Date(now().getTime() + row.attempts * RETRY_DELAY_MS);
    await markVideoAttemptFailed(services.db, row.id, token, message.slice(0, 1000), {
      final,
      retryAt,
    });
    services.log.warn({ videoId: row.id, attempts: row.attempts, final }, 'video transcode failed');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The video job (decision 0029): takes processing videos one claim at a time and
 * transcodes them to HLS with a thumbnail, at most VIDEO_TRANSCODES_PER_NODE at once in
 * this process. Safe on many nodes: a claim is a conditional update with a lease. Without
 * ffmpeg the videos become ready as uploaded, and the log says so once. Answers how many
 * videos it settled.
 */
export async function processVideos(
  services: Services,
  options: VideoProcessingOptions = {},
): Promise<number> {
  const now = options.now ?? (() => new Date());
  const path = options.ffmpegPath ?? services.config.FFMPEG_PATH;
  const tools = await findFfmpeg(path);
  if (!tools) {
    if (!missingLogged.has(path ?? '')) {
      missingLogged.add(path ?? '');
      services.log.warn(
        { ffmpeg: path ?? 'ffmpeg on PATH' },
        'ffmpeg not found: uploaded videos are served as uploaded, without HLS or thumbnails',
      );
    }
    return markVideosReadyAsUploaded(services.db, now());
  }
  const limit = services.config.VIDEO_TRANSCODES_PER_NODE;
  transcodeSlots.resize(limit);
  let settled = 0;
  const worker = async () => {
    for (;;) {
      const done = await transcodeSlots.run(async () => {
        const token = randomUUID();
        const row = await claimVideo(services.db, token, now(), VIDEO_LEASE_MS);
        if (!row) return false;
        await transcodeClaimed(services, tools, row, token, now);
        return true;
      });
      if (!done) return;
      settled += 1;
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return settled;
}
