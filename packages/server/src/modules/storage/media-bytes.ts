import { STORAGE_MESSAGES } from '@convene/contract';
import { AppError } from '../../lib/app-error';

const DATA_URI = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*)(;base64)?,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export interface DecodedData {
  bytes: Buffer;
  /** The media type the data URI declared, if any (never trusted for what is stored). */
  declaredType: string | null;
}

/**
 * A base64 data URI (or bare base64) to bytes, refusing more than `maxBytes` decoded
 * before decoding. For files and videos; images go through storage/images.ts.
 */
export function decodeDataUri(
  input: string,
  options: { field: string; maxBytes: number; tooLargeMessage: string },
): DecodedData {
  const invalid = () =>
    new AppError('VALIDATION', STORAGE_MESSAGES.invalidDataUri, { field: options.field });
  let payload = input.trim();
  let declaredType: string | null = null;
  const header = DATA_URI.exec(payload);
  if (header) {
    if (!header[3]) throw invalid();
    declaredType = header[1]?.toLowerCase() ?? null;
    payload = payload.slice(header[0].length);
  } else if (payload.startsWith('data:')) {
    throw invalid();
  }
  if (/\s/.test(payload)) payload = payload.replace(/\s+/g, '');
  if (!payload.length || !BASE64.test(payload)) throw invalid();
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if (Math.floor((payload.length * 3) / 4) - padding > options.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', options.tooLargeMessage, { field: options.field });
  const bytes = Buffer.from(payload, 'base64');
  if (!bytes.length) throw invalid();
  return { bytes, declaredType };
}

export interface VideoKind {
  contentType: 'video/mp4' | 'video/quicktime' | 'video/webm' | 'video/x-matroska';
  extension: 'mp4' | 'mov' | 'webm' | 'mkv';
}

/** ISO BMFF brands that are images or audio, not video. */
const NON_VIDEO_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'M4A ',
  'M4B ',
  'M4P ',
  'F4A ',
  'F4B ',
]);
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** The video container named by the first bytes: MP4 (ftyp), QuickTime, WebM or Matroska (EBML). */
export function sniffVideo(bytes: Buffer): VideoKind | null {
  if (bytes.length < 12) return null;
  const atom = bytes.toString('latin1', 4, 8);
  if (atom === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (NON_VIDEO_BRANDS.has(brand)) return null;
    return brand === 'qt  '
      ? { contentType: 'video/quicktime', extension: 'mov' }
      : { contentType: 'video/mp4', extension: 'mp4' };
  }
  if (QUICKTIME_ATOMS.has(atom) && bytes.readUInt32BE(0) >= 8)
    return { contentType: 'video/quicktime', extension: 'mov' };
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    // DocType element (0x4282) within the EBML header says webm or matroska.
    const header = bytes.subarray(0, Math.min(bytes.length, 64));
    const docType = header.indexOf(Buffer.from([0x42, 0x82]));
    if (docType >= 0) {
      const text = header.toString('latin1', docType + 3, docType + 3 + 8);
      if (text.startsWith('webm')) return { contentType: 'video/webm', extension: 'webm' };
      if (text.startsWith('matroska')) return { contentType: 'video/x-matroska', extension: 'mkv' };
    }
    return null;
  }
  return null;
}

/**
 * Width and height from the first video track header (`tkhd`) of an MP4/QuickTime
 * file, walking moov → trak boxes; zeros when none is found.
 */
export function mp4Dimensions(bytes: Buffer): { width: number; height: number } {
  const walk = (
    start: number,
    end: number,
    depth: number,
  ): { width: number; height: number } | null => {
    let offset = start;
    while (offset + 8 <= end) {
      let size = bytes.readUInt32BE(offset);
      const type = bytes.toString('latin1', offset + 4, offset + 8);
      let header = 8;
      if (size === 1 && offset + 16 <= end) {
        size = Number(bytes.readBigUInt64BE(offset + 8));
        header = 16;
      } else if (size === 0) size = end - offset;
      if (size < header || offset + size > end) return null;
      if ((type === 'moov' || type === 'trak') && depth < 4) {
        const found = walk(offset + header, offset + size, depth + 1);
        if (found) return found;
      } else if (type === 'tkhd') {
        const version = bytes[offset + header]!;
        const widthAt = offset + header + (version === 1 ? 88 : 76);
        if (widthAt + 8 <= offset + size) {
          const width = Math.round(bytes.readUInt32BE(widthAt) / 65536);
          const height = Math.round(bytes.readUInt32BE(widthAt + 4) / 65536);
          if (width > 0 && height > 0) return { width, height };
        }
      }
      offset += size;
    }
    return null;
  };
  return walk(0, bytes.length, 0) ?? { width: 0, height: 0 };
}
