// The social side: the feed with its composer, likes and comments, a profile with follow,
// the people directory, and the interests onboarding ('Select 5 interests').
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { demoApi, demoToken } from '../lib/api.mjs';
import {
  expectAccessible,
  hydrated,
  launch,
  newPage,
  PHONE,
  screenshots,
} from '../lib/browser.mjs';

let browser;
let member;

async function signIn(page, email) {
  await page.goto('/auth/sign-in');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Convene-demo-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

before(async () => {
  browser = await launch();
  member = await newPage(browser);
  await signIn(member, 'member@example.com');
});

after(async () => {
  await browser?.close();
});

test('the feed loads posts, and a new post appears on top', async () => {
  await member.goto('/activities');
  await hydrated(member);
  await member.getByTestId('activity-card').first().waitFor();
  const message = `Harbour test post ${Date.now().toString(36)}`;
  await member.getByLabel('Write a post').fill(message);
  await member.getByRole('button', { name: 'Post', exact: true }).click();
  await member.getByTestId('activity-card').first().filter({ hasText: message }).waitFor();
  await expectAccessible(member, '/activities');
  await screenshots(member, 'activities-feed');
  assert.deepEqual(member.errors, []);
});

test('@ in the composer offers people; the mention is linked and notifies them', async () => {
  await member.goto('/activities');
  await hydrated(member);
  const field = member.getByLabel('Write a post');
  const tag = Date.now().toString(36);
  await field.fill(`Thanks `);
  await field.pressSequentially('@Oma');
  const option = member.getByRole('option', { name: /Omar Haddad/ });
  await option.waitFor();
  await screenshots(member, 'activities-mention');
  await field.press('Enter');
  await field.pressSequentially(`for the harbour tour ${tag}`);
  assert.equal(await field.inputValue(), `Thanks @omar-haddad for the harbour tour ${tag}`);
  await member.getByRole('button', { name: 'Post', exact: true }).click();
  const card = member.getByTestId('activity-card').filter({ hasText: tag }).first();
  await card.getByRole('link', { name: '@omar-haddad' }).waitFor();

  const host = await demoToken('host@example.com');
  const mentions = await demoApi(host, 'GET', '/self/notifications?filters=MENTION&pageSize=20');
  const post = (await demoApi(host, 'GET', '/activities?pageSize=10')).find((item) =>
    item.message.includes(tag),
  );
  assert.ok(post, 'the post is in the feed');
  assert.ok(
    mentions.some((item) => item.activityId === post.id),
    'Omar has a MENTION notification leading to the post',
  );
  assert.deepEqual(member.errors, []);
});

test('liking changes the count at once, and a comment shows on the post page', async () => {
  const card = member.getByTestId('activity-card').nth(1);
  const like = card.getByRole('button', { name: /^\d+ likes? — (Like|Unlike)$/ });
  const before = Number(await like.innerText());
  const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
  await like.click();
  await assert.doesNotReject(
    member.waitForFunction(
      ([selectorIndex, expected]) => {
        const cards = document.querySelectorAll('[data-testid="activity-card"]');
        const button = cards[selectorIndex]?.querySelector('footer button[aria-pressed]');
        return button && Number(button.textContent) === expected;
      },
      [1, wasLiked ? before - 1 : before + 1],
    ),
  );
  const comments = card.getByRole('button', { name: /comments?$/ });
  const commentCount = Number((await comments.innerText()).split(' ')[0]);
  await comments.click();
  assert.equal(await comments.getAttribute('aria-expanded'), 'true');
  const inline = `Inline ${Date.now().toString(36)}`;
  await card.getByLabel('Write a comment').fill(inline);
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  await card.getByRole('list', { name: 'Latest comments' }).getByText(inline).waitFor();
  assert.equal(Number((await comments.innerText()).split(' ')[0]), commentCount + 1);

  await card.locator('article > header time').click(); // the post's own time, not its comments'
  await member.waitForURL(/\/activities\/[0-9a-f-]{36}$/);
  await hydrated(member);
  await member.getByRole('list', { name: 'Comments' }).getByText(inline).waitFor();
  const comment = `Nice one ${Date.now().toString(36)}`;
  await member.getByLabel('Write a comment').fill(comment);
  await member.getByRole('button', { name: 'Comment', exact: true }).click();
  await member.getByRole('list', { name: 'Comments' }).getByText(comment).waitFor();
  await expectAccessible(member, '/activities/:id');
  await screenshots(member, 'activity-detail');
});

test('a profile shows tabs, and following changes the follower count', async () => {
  await member.goto('/accounts');
  await hydrated(member);
  await member.getByRole('heading', { name: 'Popular' }).waitFor();
  await member.getByLabel('Search people').fill('Okafor');
  await member.getByRole('link', { name: 'Amara Okafor' }).first().click();
  await member.waitForURL(/\/accounts\/amara-okafor$/);
  await hydrated(member);
  const followers = member.getByRole('button', { name: /followers?$/ });
  const count = () => followers.innerText().then((text) => Number(text.split(' ')[0]));
  const start = await count();
  const toggle = member.getByRole('button', { name: /^(Follow|Unfollow)$/ });
  const following = (await toggle.innerText()) === 'Unfollow';
  await toggle.click();
  await member.waitForFunction(
    (expected) => [...document.querySelectorAll('button')].some((b) => b.textContent === expected),
    following ? 'Follow' : 'Unfollow',
  );
  assert.equal(await count(), following ? start - 1 : start + 1);
  for (const tab of ['Posts', 'Groups', 'Followers', 'Following', 'Media'])
    await member.getByRole('tab', { name: tab }).waitFor();
  await member.getByRole('tab', { name: 'Followers' }).click();
  await member.getByRole('list', { name: 'Followers' }).waitFor();
  await member.setViewportSize(PHONE);
  const overflow = await member.evaluate(() => document.querySelector('main')?.scrollWidth ?? 0);
  assert.ok(overflow <= PHONE.width, `profile is ${overflow}px wide on a phone`);
  await member.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(member, '/accounts/amara-okafor');
  await screenshots(member, 'account-profile');
});

test('onboarding asks for 5 interests before saving', async () => {
  await member.goto('/interests');
  await hydrated(member);
  await member.getByRole('heading', { name: 'Select 5 interests' }).waitFor();
  const save = member.getByRole('button', { name: 'Save and continue' });
  const chips = member.getByRole('list', { name: 'Interests' }).getByRole('button');
  await chips.first().waitFor();
  const pressed = member
    .getByRole('list', { name: 'Interests' })
    .locator('button[aria-pressed="true"]');
  while ((await pressed.count()) > 0) await pressed.first().click();
  for (let index = 0; index < 4; index += 1) await chips.nth(index).click();
  assert.equal(await save.isDisabled(), true);
  await chips.nth(4).click();
  await member.getByText('5 of 5 selected').waitFor();
  assert.equal(await save.isEnabled(), true);
  await member.waitForTimeout(400); // the button's enable transition, before measuring contrast
  await expectAccessible(member, '/interests');
  await screenshots(member, 'interests-onboarding');
  await save.click();
  await member.waitForURL(/\/activities$/);
});

test('the public feed works on a phone and in dark mode', async () => {
  const phone = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' });
  await phone.goto('/activities');
  await hydrated(phone);
  await phone.getByTestId('activity-card').first().waitFor();
  await phone.getByText('Sign in to post, like and comment.').waitFor();
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the phone`);
  await expectAccessible(phone, '/activities (dark, signed out)');
  await screenshots(phone, 'activities-feed-dark');
  await phone.close();
});
