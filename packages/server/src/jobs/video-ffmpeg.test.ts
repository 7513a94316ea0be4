import { describe, expect, it } from 'vitest';
import { findFfmpeg, runBinary, TranscodeSlots } from './video-ffmpeg';
import { masterPlaylist, planRenditions } from './video-transcode';

describe('transcode slots', () => {
  it('runs at most `limit` at once, the others in turn', async () => {
    const slots = new TranscodeSlots(1);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const work = (index: number) =>
      slots.run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push(index);
        active -= 1;
        return index;
      });
    expect(await Promise.all([work(1), work(2), work(3)])).toEqual([1, 2, 3]);
    expect(peak).toBe(1);
    expect(order).toEqual([1, 2, 3]);
    slots.resize(2);
    peak = 0;
    await Promise.all([work(4), work(5), work(6), work(7)]);
    expect(peak).toBe(2);
  });

  it('frees the slot of a run that throws', async () => {
    const slots = new TranscodeSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});

describe('ffmpeg lookup', () => {
  it('answers null for a binary that does not exist', async () => {
    expect(await findFfmpeg('/nonexistent/ffmpeg')).toBeNull();
    await expect(
      runBinary('/nonexistent/ffmpeg', ['-version'], { timeoutMs: 1000 }),
    ).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('renditions', () => {
  it('keeps the highest rung at or below the source and 360p (or the rung below), never upscaling', () => {
    const names = (width: number, height: number) =>
      planRenditions({ width, height }).map((plan) => `${plan.width}x${plan.height}`);
    expect(names(1920, 1080)).toEqual(['640x360', '1280x720']);
    expect(names(1280, 720)).toEqual(['640x360', '1280x720']);
    expect(names(854, 480)).toEqual(['640x360', '854x480']);
    expect(names(640, 360)).toEqual(['426x240', '640x360']);
    expect(names(1080, 1920)).toEqual(['202x360', '406x720']);
    expect(names(320, 180)).toEqual(['320x180']);
  });

  it('writes a master playlist with one relative entry per rendition', () => {
    const playlist = masterPlaylist(planRenditions({ width: 640, height: 360 }), false);
    expect(playlist.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-STREAM-INF:BANDWIDTH=600000,RESOLUTION=426x240,CODECS="avc1.4d401f"',
      '240p/index.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=1200000,RESOLUTION=640x360,CODECS="avc1.4d401f"',
      '360p/index.m3u8',
      '',
    ]);
  });
});
