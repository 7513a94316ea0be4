import { AUDIO_MAX_BYTES, CHANNEL_MESSAGES, type ContentAudio } from '@convene/contract';
import type { RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { findUploadedFile } from '../storage/index';

/*
 * A content's audio (mp3, m4a, ogg): sent as a data URI, recognized by its first bytes
 * (never by the name or the declared type), stored through the storage adapter under
 * `<organization>/channels/audio/`.
 */

const AUDIO_FIELD = 'audio.dataUri';
const DATA_URI = /^data:[^,]*?;base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

interface AudioKind {
  contentType: string;
  extension: string;
}

/** The audio format named by the first bytes: MP3 (ID3 tag or frame sync), MP4 audio, Ogg. */
export function sniffAudio(bytes: Buffer): AudioKind | null {
  if (bytes.length < 12) return null;
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) {
    return { contentType: 'audio/mpeg', extension: 'mp3' };
  }
  if (ascii(4, 8) === 'ftyp') return { contentType: 'audio/mp4', extension: 'm4a' };
  if (ascii(0, 4) === 'OggS') return { contentType: 'audio/ogg', extension: 'ogg' };
  return null;
}

function invalidAudio(): AppError {
  return new AppError('VALIDATION', CHANNEL_MESSAGES.invalidAudio, { field: AUDIO_FIELD });
}

export function decodeAudio(dataUri: string): Buffer {
  const header = DATA_URI.exec(dataUri);
  const payload = (header ? dataUri.slice(header[0].length) : dataUri).replace(/\s+/g, '');
  if (payload.length === 0 || !BASE64.test(payload)) throw invalidAudio();
  if (Math.floor((payload.length * 3) / 4) > AUDIO_MAX_BYTES + 2) {
    throw new AppError('PAYLOAD_TOO_LARGE', CHANNEL_MESSAGES.audioTooLarge, {
      field: AUDIO_FIELD,
    });
  }
  return Buffer.from(payload, /[-_]/.test(payload) ? 'base64url' : 'base64');
}

/** Stores audio bytes as the content's audio file. */
export async function storeAudio(
  ctx: Pick<RequestContext, 'storage'> & { organization: { id: string } },
  bytes: Buffer,
  name: string,
): Promise<ContentAudio> {
  const kind = sniffAudio(bytes);
  if (!kind) throw invalidAudio();
  const id = crypto.randomUUID();
  const key = `${ctx.organization.id}/channels/audio/${id}.${kind.extension}`;
  const { url } = await ctx.storage.put(key, bytes, kind.contentType);
  return { id, name, url, contentType: kind.contentType, size: bytes.length };
}

/** `audio`: undefined keeps it, null removes it, a data URI with its name replaces it. */
export async function audioChange(
  ctx: RequestContext,
  audio: { dataUri: string; name: string } | null | undefined,
): Promise<ContentAudio | null | undefined> {
  if (audio === undefined || audio === null) return audio;
  return storeAudio(ctx, decodeAudio(audio.dataUri), audio.name);
}

/**
 * `audioId`: a file this organization uploaded through `/storage/files…` becomes the
 * content's audio (undefined keeps it, null removes it; 404 when not found, 400 when not
 * audio).
 */
export async function audioFileChange(
  ctx: RequestContext,
  audioId: string | null | undefined,
  field: string,
): Promise<ContentAudio | null | undefined> {
  if (audioId === undefined || audioId === null) return audioId;
  const file = await findUploadedFile(ctx, audioId);
  if (!file) throw new AppError('NOT_FOUND', CHANNEL_MESSAGES.audioFileNotFound, { field });
  if (!/^audio\//i.test(file.contentType)) {
    throw new AppError('VALIDATION', CHANNEL_MESSAGES.audioFileNotAudio, { field });
  }
  return {
    id: file.id,
    name: file.name,
    url: file.url,
    contentType: file.contentType,
    size: file.size,
  };
}
