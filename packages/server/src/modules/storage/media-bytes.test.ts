import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { decodeDataUriStream, Mp4DimensionsProbe, mp4Dimensions, sniffVideo } from './media-bytes';

const decode = async (input: string) => {
  const { chunks, declaredType } = decodeDataUriStream(input, 'dataUri');
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return { bytes: Buffer.concat(parts), declaredType, slices: parts.length };
};

describe('decodeDataUriStream', () => {
  it('decodes a base64 data URI and keeps the declared type', async () => {
    const result = await decode(
      `data:text/plain;base64,${Buffer.from('hello').toString('base64')}`,
    );
    expect(result.bytes.toString()).toBe('hello');
    expect(result.declaredType).toBe('text/plain');
  });

  it('accepts bare base64', async () => {
    expect((await decode(Buffer.from('abc').toString('base64'))).bytes.toString()).toBe('abc');
  });

  it('decodes a large payload slice by slice, wrapped lines included, to the same bytes', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 31) % 256;
    const wrapped = bytes.toString('base64').replace(/(.{76})/g, '$1\r\n');
    const result = await decode(`data:video/mp4;base64,${wrapped}`);
    expect(result.slices).toBeGreaterThan(3);
    expect(result.bytes.equals(bytes)).toBe(true);
  });

  it('refuses padding in the middle of a large payload', async () => {
    const half = Buffer.alloc(1024 * 1024, 1)
      .toString('base64')
      .slice(0, 1024 * 1024 - 4);
    await expect(decode(`${half}QQ==${half}`)).rejects.toMatchObject({
      code: 'VALIDATION',
      field: 'dataUri',
    });
  });

  it.each(['data:text/plain,hello', 'not base64!', '', 'data:;base64,'])(
    'refuses %j with 400',
    async (input) => {
      await expect(decode(input)).rejects.toBeInstanceOf(AppError);
      await expect(decode(input)).rejects.toMatchObject({ code: 'VALIDATION', field: 'dataUri' });
    },
  );
});

describe('sniffVideo', () => {
  const ftyp = (brand: string) =>
    Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from(`ftyp${brand}\0\0\0\0`, 'latin1')]);
  it.each([
    ['isom', 'video/mp4'],
    ['mp42', 'video/mp4'],
    ['qt  ', 'video/quicktime'],
  ])('knows ftyp brand %s', (brand, type) => {
    expect(sniffVideo(ftyp(brand))?.contentType).toBe(type);
  });

  it.each(['avif', 'heic', 'mif1', 'M4A '])('refuses the non-video brand %s', (brand) => {
    expect(sniffVideo(ftyp(brand))).toBeNull();
  });

  it('knows a QuickTime file that starts with moov', () => {
    expect(
      sniffVideo(Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('moov\0\0\0\0', 'latin1')]))
        ?.extension,
    ).toBe('mov');
  });

  it('tells WebM from Matroska and refuses other EBML', () => {
    const ebml = (docType: string) =>
      Buffer.concat([
        Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x80 | docType.length]),
        Buffer.from(docType, 'latin1'),
        Buffer.alloc(8),
      ]);
    expect(sniffVideo(ebml('webm'))?.contentType).toBe('video/webm');
    expect(sniffVideo(ebml('matroska'))?.contentType).toBe('video/x-matroska');
    expect(sniffVideo(ebml('other'))).toBeNull();
  });

  it('refuses images, text and short input', () => {
    expect(sniffVideo(Buffer.from('\x89PNG\r\n\x1a\n00000000', 'latin1'))).toBeNull();
    expect(sniffVideo(Buffer.from('hello world, no video'))).toBeNull();
    expect(sniffVideo(Buffer.from([0x1a, 0x45]))).toBeNull();
  });
});

describe('mp4Dimensions', () => {
  it('is zero without a track header and never reads past a truncated box', () => {
    expect(mp4Dimensions(Buffer.from([0, 0, 0, 200, 0x6d, 0x6f, 0x6f, 0x76]))).toEqual({
      width: 0,
      height: 0,
    });
    expect(mp4Dimensions(Buffer.alloc(0))).toEqual({ width: 0, height: 0 });
  });
});

describe('Mp4DimensionsProbe', () => {
  const box = (type: string, body: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(body.length + 8, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, body]);
  };
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(640 * 65536, 76);
  tkhd.writeUInt32BE(360 * 65536, 80);
  const file = Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\0\0isommp42', 'latin1')),
    box('mdat', Buffer.alloc(5000, 9)),
    box('moov', box('trak', box('tkhd', tkhd))),
  ]);

  it.each([1, 7, 64, 100_000])('finds a moov box after mdat in chunks of %i bytes', (size) => {
    const probe = new Mp4DimensionsProbe();
    for (let at = 0; at < file.length; at += size) probe.push(file.subarray(at, at + size));
    expect(probe.result).toEqual({ width: 640, height: 360 });
  });

  it('stays at zero for a file without moov or with a broken box', () => {
    const probe = new Mp4DimensionsProbe();
    probe.push(Buffer.from([0, 0, 0, 3, 0x6d, 0x64, 0x61, 0x74, 1, 2, 3]));
    expect(probe.result).toEqual({ width: 0, height: 0 });
  });
});
