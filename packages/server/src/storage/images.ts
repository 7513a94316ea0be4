import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  IMAGE_BODY_LIMIT as CONTRACT_IMAGE_BODY_LIMIT,
  IMAGE_MAX_BYTES,
  type Image,
} from '@convene/contract';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../lib/app-error';
import type { Storage } from './storage';

/**
 * The image pipeline of every upload (self image and banner, storage uploads, group
 * and event images): decode a data URI or base64 string, check the magic bytes, then
 * re-encode with sharp under size and pixel limits. Re-encoding strips metadata and
 * anything that is not pixels, so what is stored is always a plain WebP.
 */

export const IMAGE_LIMITS = {
  /** Decoded bytes. */
  maxBytes: IMAGE_MAX_BYTES,
  /** width × height of the input. */
  maxPixels: 40_000_000,
} as const;

/** Request body limit for routes that carry one image as base64 (declared by the contract). */
export const IMAGE_BODY_LIMIT = CONTRACT_IMAGE_BODY_LIMIT;

export const AVATAR_SIZE = { width: 512, height: 512 } as const;
export const BANNER_SIZE = { width: 1500, height: 500 } as const;

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

export interface ImageResize {
  width: number;
  height: number;
  /** `cover` crops to exactly width × height; `inside` only shrinks to fit within them. */
  fit: 'cover' | 'inside';
}

export interface ProcessImageOptions {
  /** The request field the image came in, named by the 400/413 errors. */
  field?: string;
  resize?: ImageResize;
  quality?: number;
}

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
  extension: 'webp';
  /** The format the input was sniffed as. */
  sourceFormat: ImageFormat;
}

const DATA_URI = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w-]+=[^;,]*)*)(;base64)?,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

function invalidImage(field: string): AppError {
  return new AppError('VALIDATION', ACCOUNT_MESSAGES.invalidImage, { field });
}

/**
 * A data URI (`data:image/png;base64,…`) or a bare base64 string to bytes. Anything
 * else (a non-base64 data URI, stray characters) is 400 'Invalid image'; more than
 * 10 MB decoded is 413, checked before decoding.
 */
export function decodeImageData(input: string, field = 'buffer'): Buffer {
  let payload = input.trim();
  const header = DATA_URI.exec(payload);
  if (header) {
    if (!header[3]) throw invalidImage(field);
    payload = payload.slice(header[0].length);
  } else if (payload.startsWith('data:')) {
    throw invalidImage(field);
  }
  if (/\s/.test(payload)) payload = payload.replace(/\s+/g, '');
  if (payload.length === 0 || !BASE64.test(payload)) throw invalidImage(field);
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const decodedLength = Math.floor((payload.length * 3) / 4) - padding;
  if (decodedLength > IMAGE_LIMITS.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_MESSAGES.imageTooLarge, { field });
  const bytes = Buffer.from(
    payload,
    payload.includes('-') || payload.includes('_') ? 'base64url' : 'base64',
  );
  if (bytes.length === 0) throw invalidImage(field);
  return bytes;
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/** The image format named by the first bytes, or null. SVG and everything else is null. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a'))
    return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    // ISO BMFF: major brand at 8..12, compatible brands from 16 to the end of the ftyp box.
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands = [ascii(bytes, 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4)
      brands.push(ascii(bytes, offset, offset + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}

/**
 * Decodes (when given a string), sniffs, checks the limits and re-encodes as WebP.
 * Errors are AppErrors naming `field`: 400 'Invalid image', 413 over 10 MB, 400 over
 * 40 megapixels.
 */
export async function processImage(
  input: string | Buffer,
  options: ProcessImageOptions = {},
): Promise<ProcessedImage> {
  const field = options.field ?? 'buffer';
  const bytes = typeof input === 'string' ? decodeImageData(input, field) : input;
  if (bytes.length > IMAGE_LIMITS.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', ACCOUNT_MESSAGES.imageTooLarge, { field });
  const sourceFormat = sniffImageFormat(bytes);
  if (!sourceFormat) throw invalidImage(field);

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new AppError('VALIDATION', ACCOUNT_MESSAGES.invalidImage, { field, cause: error });
  }
  if (!metadata.width || !metadata.height) throw invalidImage(field);
  if (metadata.width * metadata.height > IMAGE_LIMITS.maxPixels)
    throw new AppError('VALIDATION', ACCOUNT_MESSAGES.imageTooManyPixels, { field });

  let pipeline = sharp(bytes, {
    limitInputPixels: IMAGE_LIMITS.maxPixels,
    failOn: 'error',
  }).rotate();
  if (options.resize) {
    const { width, height, fit } = options.resize;
    pipeline = pipeline.resize({
      width,
      height,
      fit,
      position: 'attention',
      withoutEnlargement: fit === 'inside',
    });
  }
  try {
    const { data, info } = await pipeline
      .webp({ quality: options.quality ?? 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      width: info.width,
      height: info.height,
      contentType: 'image/webp',
      extension: 'webp',
      sourceFormat,
    };
  } catch (error) {
    throw new AppError('VALIDATION', ACCOUNT_MESSAGES.invalidImage, { field, cause: error });
  }
}

/** Where an image lives: `<organizationId>/<folder>/<imageId>.webp`. */
export function imageKey(organizationId: string, folder: string, imageId: string): string {
  return `${organizationId}/${folder}/${imageId}.webp`;
}

/**
 * Stores a processed image under `<organizationId>/<folder>/<random>.webp` and returns
 * the contract's Image (moderation 'safe'). `folder` is e.g. `accounts/<accountId>`.
 */
export async function storeImage(
  storage: Storage,
  organizationId: string,
  folder: string,
  image: Pick<ProcessedImage, 'data' | 'width' | 'height' | 'contentType'>,
): Promise<Image> {
  const id = randomUUID();
  const { url } = await storage.put(
    imageKey(organizationId, folder, id),
    image.data,
    image.contentType,
  );
  return { id, uri: url, width: image.width, height: image.height, moderation: 'safe' };
}

/** Removes a stored image; a missing file or a storage hiccup is not the caller's failure. */
export async function deleteStoredImage(
  storage: Storage,
  organizationId: string,
  folder: string,
  imageId: string,
): Promise<boolean> {
  try {
    await storage.delete(imageKey(organizationId, folder, imageId));
    return true;
  } catch {
    return false;
  }
}
