import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { StoredFile, StoredVideo, VideoSource } from '@convene/contract';
import type { Services } from '../../context';
import { findFfmpeg } from '../../jobs/video-ffmpeg';
import { probeMedia } from '../../jobs/video-transcode';
import { mp4Dimensions, sniffVideo } from './media-bytes';
import { insertFile, insertVideo } from './storage.repository';
import { toFile, toStoredVideo } from './storage.service';

/** Audio files whose duration is probed when stored, by extension. */
const AUDIO_TYPES: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.wav': 'audio/wav',
};

/** Whether a stored file's duration is worth probing (audio and video media types). */
export const isTimedMedia = (contentType: string): boolean =>
  contentType.startsWith('audio/') || contentType.startsWith('video/');

/**
 * Seconds of a stored audio or video file, by ffprobe on a temporary copy (the storage
 * may be S3); null without ffprobe or when the file cannot be read as media.
 */
export async function probeStoredDuration(services: Services, key: string): Promise<number | null> {
  const tools = await findFfmpeg(services.config.FFMPEG_PATH);
  if (!tools) return null;
  const work = await mkdtemp(join(tmpdir(), 'convene-probe-'));
  try {
    const copy = join(work, 'media');
    await pipeline(await services.storage.getStream(key), createWriteStream(copy));
    return (await probeMedia(tools, copy, 30_000)).durationSeconds;
  } catch {
    return null;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Who a file stored from disk belongs to (the demo seed's creators). */
export interface StoreFromPathInput {
  organizationId: string;
  /** The account it counts as an upload of (null: the organization's own). */
  accountId: string | null;
  /** A file on this machine, e.g. `demoMediaPath('demo-podcast-1.mp3')`. */
  path: string;
  /** Shown name; the file's own name when omitted. */
  name?: string;
}

/**
 * Stores an audio file (mp3, m4a, ogg, wav) or any other file from disk through the
 * storage adapter, as `POST /storage/files` would, with its duration probed for audio:
 * for the demo seed (podcast episodes). The answer's `url` and `duration` are what a
 * content's `audio` takes.
 */
export async function storeFileFromPath(
  services: Services,
  input: StoreFromPathInput,
): Promise<StoredFile> {
  const data = await readFile(input.path);
  const name = input.name ?? basename(input.path);
  const extension = extname(input.path).toLowerCase();
  const contentType = AUDIO_TYPES[extension] ?? 'application/octet-stream';
  const id = randomUUID();
  const key = `${input.organizationId}/files/${id}${extension}`;
  const { url } = await services.storage.put(key, data, contentType);
  const durationSeconds = isTimedMedia(contentType)
    ? await probeStoredDuration(services, key)
    : null;
  const row = await insertFile(services.db, {
    id,
    organizationId: input.organizationId,
    accountId: input.accountId,
    name,
    key,
    url,
    contentType,
    size: data.length,
    durationSeconds,
  });
  return toFile(row);
}

/**
 * Stores a video (MP4, QuickTime, WebM) from disk through the storage adapter as an upload
 * (`processing`; the video job transcodes it to HLS, or makes it ready as uploaded without
 * ffmpeg): for the demo seed. Run `processVideos(services)` to settle it at once.
 */
export async function storeVideoFromPath(
  services: Services,
  input: StoreFromPathInput & { source: VideoSource },
): Promise<StoredVideo> {
  const data = await readFile(input.path);
  const kind = sniffVideo(data.subarray(0, 64));
  if (!kind) throw new Error(`Not a video: ${input.path}`);
  const id = randomUUID();
  const key = `${input.organizationId}/videos/${id}.${kind.extension}`;
  const { url } = await services.storage.put(key, data, kind.contentType);
  const dimensions = kind.extension === 'webm' ? { width: 0, height: 0 } : mp4Dimensions(data);
  const row = await insertVideo(services.db, {
    id,
    organizationId: input.organizationId,
    accountId: input.accountId,
    source: input.source,
    name: input.name ?? basename(input.path),
    key,
    url,
    contentType: kind.contentType,
    size: data.length,
    ...dimensions,
  });
  return toStoredVideo(row);
}

/** The demo media shipped with the server (packages/server/src/seed/media, see its README). */
export const DEMO_MEDIA_FILES = {
  podcast1: 'demo-podcast-1.mp3',
  podcast2: 'demo-podcast-2.mp3',
  video: 'demo-video.mp4',
} as const;

/** Path of a demo media file, found from the source and from the bundle (dist/) alike. */
export function demoMediaPath(file: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    for (const candidate of [join(dir, 'seed', 'media'), join(dir, 'src', 'seed', 'media')]) {
      if (existsSync(join(candidate, file))) return join(candidate, file);
    }
    dir = dirname(dir);
  }
  throw new Error(`Demo media not found: ${file} (packages/server/src/seed/media)`);
}
