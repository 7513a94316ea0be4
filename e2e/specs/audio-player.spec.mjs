// The floating audio player, opened through useAudioPlayer().play(content).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { expectAccessible, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** One second of a quiet 440 Hz tone as a WAV data URI. */
function toneDataUri() {
  const rate = 8000;
  const samples = rate;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1)
    buffer.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 3000), 44 + i * 2);
  return `data:audio/wav;base64,${buffer.toString('base64')}`;
}

async function openPlayer(page, content) {
  await page.goto('/no/such/page');
  await hydrated(page);
  await page.evaluate(
    (value) => sessionStorage.setItem('convene_audio_player', JSON.stringify(value)),
    content,
  );
  await page.reload();
  await hydrated(page);
  return page.getByRole('complementary', { name: 'Audio player' });
}

describe('audio player', () => {
  test('bottom-right, with image, title, channel link and an auto-playing audio control', async () => {
    const page = await newPage(browser);
    const player = await openPlayer(page, {
      title: 'Harbour stories, episode 1',
      audio: { url: toneDataUri() },
      image: null,
      channel: {
        slug: 'harbour-radio',
        name: 'Harbour Radio',
        image: { uri: '/brand/harbor-icon.svg' },
      },
    });
    await player.waitFor();
    const box = await player.boundingBox();
    const viewport = page.viewportSize();
    assert.ok(
      box.x + box.width > viewport.width - 40 && box.y + box.height > viewport.height - 40,
      'sits bottom-right',
    );
    await player.getByText('Harbour stories, episode 1').waitFor();
    assert.equal(
      await player.locator('img').getAttribute('src'),
      '/brand/harbor-icon.svg',
      'falls back to the channel image',
    );
    assert.equal(
      await player.getByRole('link', { name: 'Go to Harbour Radio' }).getAttribute('href'),
      '/channels/harbour-radio',
    );
    await page.waitForFunction(() => {
      const audio = document.querySelector('[data-testid="audio-player"] audio');
      return audio && audio.autoplay && !audio.paused;
    });
    await expectAccessible(page, 'audio player');
    await screenshots(page, 'audio-player');
    await player.getByRole('button', { name: 'Close the audio player' }).click();
    await player.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => sessionStorage.getItem('convene_audio_player')), null);
    await page.context().close();
  });

  test("content without an audio URL shows 'Audio Url missing'", async () => {
    const page = await newPage(browser);
    const player = await openPlayer(page, {
      title: 'Silent episode',
      audio: null,
      image: { uri: '/brand/harbor-logo.svg' },
      channel: { slug: 'quiet', name: 'Quiet Channel' },
    });
    await player.getByRole('alert').filter({ hasText: 'Audio Url missing' }).waitFor();
    assert.equal(await player.locator('audio').count(), 0);
    await page.context().close();
  });
});
