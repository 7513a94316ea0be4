import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { decodeDataUri, mp4Dimensions, sniffVideo } from './media-bytes';

const options = { field: 'dataUri', maxBytes: 8, tooLargeMessage: 'too large' };

describe('decodeDataUri', () => {
  it('decodes a base64 data URI and keeps the declared type', () => {
    const result = decodeDataUri(
      `data:text/plain;base64,${Buffer.from('hello').toString('base64')}`,
      options,
    );
    expect(result.bytes.toString()).toBe('hello');
    expect(result.declaredType).toBe('text/plain');
  });

  it('accepts bare base64', () => {
    expect(decodeDataUri(Buffer.from('abc').toString('base64'), options).bytes.toString()).toBe(
      'abc',
    );
  });

  it('refuses more than the limit with 413 before decoding', () => {
    const error = (() => {
      try {
        decodeDataUri(Buffer.from('123456789').toString('base64'), options);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      field: 'dataUri',
      message: 'too large',
    });
  });

  it.each(['data:text/plain,hello', 'not base64!', '', 'data:;base64,'])(
    'refuses %j with 400',
    (input) => {
      expect(() => decodeDataUri(input, options)).toThrow(
        expect.objectContaining({ code: 'VALIDATION', field: 'dataUri' }),
      );
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
