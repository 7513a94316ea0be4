import { setImmediate as nextTurn } from 'node:timers/promises';
import { STORAGE_MESSAGES } from '@convene/contract';
import { AppError } from '../../lib/app-error';

const DATA_URI = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*)(;base64)?,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Base64 characters decoded at a time (a multiple of 4): 768 KB of bytes per slice. */
const SLICE_CHARS = 1024 * 1024;

export interface DataUriStream {
  /** The decoded bytes, slice by slice, yielding to the event loop between slices. */
  chunks: AsyncGenerator<Buffer>;
  declaredType: string | null;
}

/**
 * A base64 data URI (or bare base64) decoded in slices, so a large upload never exists
 * as one decoded Buffer and no long decode blocks the event loop. The header is checked
 * at once (400); the payload's characters as each slice is reached.
 */
export function decodeDataUriStream(input: string, field: string): DataUriStream {
  const invalid = () => new AppError('VALIDATION', STORAGE_MESSAGES.invalidDataUri, { field });
  const payload = input.trim();
  let start = 0;
  let declaredType: string | null = null;
  const header = DATA_URI.exec(payload.slice(0, 512));
  if (header) {
    if (!header[3]) throw invalid();
    declaredType = header[1]?.toLowerCase() ?? null;
    start = header[0].length;
  } else if (payload.startsWith('data:')) {
    throw invalid();
  }
  if (start >= payload.length) throw invalid();
  async function* chunks(): AsyncGenerator<Buffer> {
    let carry = '';
    let padded = false;
    let total = 0;
    for (let at = start; at < payload.length; at += SLICE_CHARS) {
      let text = carry + payload.slice(at, at + SLICE_CHARS);
      if (/\s/.test(text)) text = text.replace(/\s+/g, '');
      if (!BASE64.test(text) || (padded && text.length > 0)) throw invalid();
      if (text.endsWith('=')) padded = true;
      const last = at + SLICE_CHARS >= payload.length;
      const usable = last || padded ? text.length : text.length - (text.length % 4);
      carry = text.slice(usable);
      if (usable > 0) {
        const bytes = Buffer.from(text.slice(0, usable), 'base64');
        total += bytes.length;
        yield bytes;
      }
      if (!last) await nextTurn();
    }
    if (total === 0) throw invalid();
  }
  return { chunks: chunks(), declaredType };
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

/** The largest `moov` box read for a streamed video's dimensions. */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;

/**
 * `mp4Dimensions` for a file that arrives in chunks: walks the top-level boxes as they
 * pass, skipping their bodies, and keeps only the `moov` box (wherever it is in the file).
 */
export class Mp4DimensionsProbe {
  private header = Buffer.alloc(0);
  private skip = 0;
  private moov: Buffer[] | null = null;
  private moovRemaining = 0;
  private done = false;
  result = { width: 0, height: 0 };

  push(chunk: Buffer): void {
    let data = chunk;
    while (data.length > 0 && !this.done) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, data.length);
        this.skip -= n;
        data = data.subarray(n);
      } else if (this.moov) {
        const n = Math.min(this.moovRemaining, data.length);
        this.moov.push(data.subarray(0, n));
        this.moovRemaining -= n;
        data = data.subarray(n);
        if (this.moovRemaining === 0) this.finishMoov();
      } else {
        const want = this.header.length < 8 ? 8 : 16;
        const n = Math.min(want - this.header.length, data.length);
        this.header = Buffer.concat([this.header, data.subarray(0, n)]);
        data = data.subarray(n);
        if (this.header.length >= 8) this.readHeader();
      }
    }
  }

  private readHeader(): void {
    let size = this.header.readUInt32BE(0);
    if (size === 1) {
      if (this.header.length < 16) return;
      size = Number(this.header.readBigUInt64BE(8));
    }
    const headerLength = this.header.length;
    const type = this.header.toString('latin1', 4, 8);
    if (size < headerLength) {
      this.done = true; // size 0 (to the end of the file) or broken: nothing more to learn
      return;
    }
    if (type === 'moov') {
      if (size > MAX_MOOV_BYTES) {
        this.done = true;
        return;
      }
      this.moov = [this.header];
      this.moovRemaining = size - headerLength;
      if (this.moovRemaining === 0) this.finishMoov();
    } else {
      this.skip = size - headerLength;
    }
    this.header = Buffer.alloc(0);
  }

  private finishMoov(): void {
    this.result = mp4Dimensions(Buffer.concat(this.moov ?? []));
    this.moov = null;
    this.done = true;
  }
}
