import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { decodeImageData, processImage, sniffImageFormat } from './images';

const solid = (format: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();

describe('sniffImageFormat', () => {
  it('names JPEG, PNG, GIF, WebP and AVIF by their magic bytes', async () => {
    for (const format of ['jpeg', 'png', 'gif', 'webp', 'avif'] as const)
      expect(sniffImageFormat(await solid(format)), format).toBe(format);
  });

  it('refuses SVG, text, HEIC-like boxes and short input', () => {
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
    const heic = Buffer.alloc(24);
    heic.writeUInt32BE(24, 0);
    heic.write('ftypheic', 4, 'latin1');
    heic.write('mif1heic', 16, 'latin1');
    expect(sniffImageFormat(heic)).toBeNull();
  });
});

describe('decodeImageData', () => {
  it('accepts base64, base64url, data URIs and wrapped lines', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0xfb, 0xef]);
    expect(decodeImageData(bytes.toString('base64')).equals(bytes)).toBe(true);
    expect(decodeImageData(bytes.toString('base64url')).equals(bytes)).toBe(true);
    expect(
      decodeImageData(`data:image/jpeg;base64,${bytes.toString('base64')}`).equals(bytes),
    ).toBe(true);
    const long = Buffer.alloc(300, 7);
    const wrapped = long.toString('base64').replace(/(.{76})/g, '$1\n');
    expect(decodeImageData(wrapped).equals(long)).toBe(true);
  });

  it('rejects non-base64 data URIs and stray characters, naming the field', () => {
    for (const input of ['data:image/png,rawbytes', 'not base64 at all!', '', 'data:,'])
      expect(() => decodeImageData(input, 'dataUri')).toThrowError(
        expect.objectContaining({ code: 'VALIDATION', field: 'dataUri', message: 'Invalid image' }),
      );
  });
});

describe('processImage', () => {
  it('re-encodes as WebP, shrinking within bounds with fit inside', async () => {
    const result = await processImage(await solid('png', 800, 400), {
      resize: { width: 200, height: 200, fit: 'inside' },
    });
    expect(result).toMatchObject({
      width: 200,
      height: 100,
      contentType: 'image/webp',
      sourceFormat: 'png',
    });
    expect((await sharp(result.data).metadata()).format).toBe('webp');
  });

  it('throws AppErrors, never raw sharp errors', async () => {
    const broken = Buffer.concat([(await solid('jpeg')).subarray(0, 20)]);
    await expect(processImage(broken, { field: 'image' })).rejects.toBeInstanceOf(AppError);
    await expect(processImage(broken, { field: 'image' })).rejects.toMatchObject({
      field: 'image',
      status: 400,
    });
  });
});
