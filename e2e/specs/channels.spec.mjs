// Channels: a member opens the demo's podcast channel, plays an episode in the
// floating audio player, moves to other pages while it keeps playing, and closes it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { auditEveryWay, settled } from '../lib/a11y.mjs';
import { demoApi, demoToken, DEMO_PASSWORD } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';

const PLAYER_AUDIO = '[data-testid="audio-player"] audio';

let browser;
let page;
/** An audio content of the demo with its file: the podcast channel's latest episode. */
let episode;

before(async () => {
  browser = await launch();
  const token = await demoToken('member@example.com');
  const audio = await demoApi(token, 'GET', '/contents?type=audio&pageSize=20');
  episode = audio.find((content) => content.audio?.url);
  assert.ok(episode, 'the demo seed has a published audio content with its file');
  page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
});

after(async () => {
  await browser?.close();
});

/** The player's audio element is playing: started, not paused, not ended. */
async function playing() {
  await page.waitForFunction(
    (selector) => {
      const audio = document.querySelector(selector);
      return Boolean(audio && !audio.paused && !audio.ended && audio.currentTime > 0);
    },
    PLAYER_AUDIO,
    { timeout: 15_000 },
  );
}

test('the Channels tab: contents of every channel, by type, and the channel directory', async () => {
  await page.goto('/contents');
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: 'Channels' }).waitFor();
  for (const tab of ['All', 'Subscribed', 'Featured'])
    await page.getByRole('tab', { name: tab }).waitFor();
  await page.getByLabel('Content types').selectOption('audio');
  await page.waitForURL(/type=audio/);
  await page.getByTestId('content-card').filter({ hasText: episode.title }).first().waitFor();
  await expectAccessible(page, 'contents');
  await screenshots(page, 'channels-contents');

  await page.getByRole('link', { name: 'Browse channels' }).first().click();
  await page.waitForURL(/\/channels$/);
  await page
    .getByTestId('channel-card')
    .filter({ hasText: episode.channel.name })
    .first()
    .waitFor();
  await expectAccessible(page, 'channel directory');
});

test('an episode plays in the floating player and keeps playing across pages, until closed', async () => {
  await page.goto(`/channels/${episode.channel.slug}`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: episode.channel.name }).waitFor();
  await page.getByTestId('subscription').waitFor();
  await expectAccessible(page, 'podcast channel');
  await screenshots(page, 'channel-page');

  await page
    .getByRole('button', { name: `Play ${episode.title}` })
    .first()
    .click();
  const player = page.getByRole('complementary', { name: 'Audio player' });
  await player.waitFor();
  await player.getByText(episode.title).waitFor();
  assert.equal(
    await player.getByRole('link', { name: `Go to ${episode.channel.name}` }).getAttribute('href'),
    `/channels/${episode.channel.slug}`,
  );
  await playing();
  // Remember the element: the same one must keep playing on the next pages.
  await page.evaluate((selector) => {
    window.__channelsAudio = document.querySelector(selector);
  }, PLAYER_AUDIO);
  await expectAccessible(page, 'channel page with the player');

  // Into the episode's page, then to another area through the header's navigation.
  await page.getByRole('link', { name: episode.title, exact: true }).first().click();
  await page.waitForURL(/\/contents\//);
  await page.getByRole('heading', { level: 1, name: episode.title }).waitFor();
  await playing();
  await expectAccessible(page, 'content page with the player');
  await screenshots(page, 'content-page-playing');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Groups' })
    .first()
    .click();
  await page.waitForURL(/\/groups$/);
  await player.waitFor();
  await playing();
  assert.equal(
    await page.evaluate(
      (selector) => document.querySelector(selector) === window.__channelsAudio,
      PLAYER_AUDIO,
    ),
    true,
    'the same audio element plays on',
  );

  await player.getByRole('button', { name: 'Close the audio player' }).click();
  await player.waitFor({ state: 'detached' });
  assert.equal(await page.locator(PLAYER_AUDIO).count(), 0);
  assert.deepEqual(page.errors, []);
});

test('a member likes an episode and subscribes to its channel with her preferences', async () => {
  await page.goto(`/channels/${episode.channel.slug}/contents/${episode.slug}`);
  await hydrated(page);
  const like = page.getByTestId('like-content');
  const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
  await like.click();
  await page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="like-content"]')?.getAttribute('aria-pressed') ===
      expected,
    String(!wasLiked),
  );

  await page.goto(`/channels/${episode.channel.slug}`);
  await hydrated(page);
  const subscription = page.getByTestId('subscription');
  if ((await subscription.getAttribute('data-state')) === 'subscribed') {
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.locator('[data-testid="subscription"][data-state="none"]').waitFor();
  }
  await page.getByRole('checkbox', { name: 'By push notification' }).uncheck();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await page.locator('[data-testid="subscription"][data-state="subscribed"]').waitFor();
  assert.equal(await page.getByRole('checkbox', { name: 'By email' }).isChecked(), true);
  assert.equal(
    await page.getByRole('checkbox', { name: 'By push notification' }).isChecked(),
    false,
  );
  await expectAccessible(page, 'subscribed channel');

  await page.goto('/contents?tab=subscribed');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Subscribed', selected: true }).waitFor();
  await page.getByTestId('content-card').filter({ hasText: episode.title }).first().waitFor();
  assert.deepEqual(page.errors, []);
});

// The channels area's routes themselves are audited by a11y.spec.mjs; here, the tabs it
// does not open and the floating player.
test('the channels tabs and the player, signed out and signed in, in light and dark at 390 and 1280 px', async () => {
  const anonymous = await newPage(browser, { colorScheme: 'light' });
  const channel = `/channels/${episode.channel.slug}`;
  const paths = ['/channels?tab=featured', `${channel}?tab=upcoming`];
  const findings = [];
  for (const [who, visitor] of [
    ['signed out', anonymous],
    ['signed in', page],
  ]) {
    for (const path of paths) {
      await visitor.setViewportSize({ width: 1280, height: 800 });
      await visitor.goto(path);
      await hydrated(visitor);
      await settled(visitor);
      findings.push(...(await auditEveryWay(visitor, `${path} (${who})`)));
    }
  }
  // The floating player too, over the channel page.
  await page.goto(channel);
  await hydrated(page);
  await settled(page);
  await page
    .getByRole('button', { name: `Play ${episode.title}` })
    .first()
    .click();
  await page.getByRole('complementary', { name: 'Audio player' }).waitFor();
  findings.push(...(await auditEveryWay(page, `${channel} with the player`)));
  await screenshots(page, 'channel-page-player');
  assert.deepEqual(findings, []);
  assert.deepEqual(anonymous.errors, []);
  await anonymous.context().close();
});
