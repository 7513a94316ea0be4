// Notifications, the header bell and notification settings, as the demo member.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expectAccessible, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';
import { BASE_URL } from '../lib/env.mjs';

const ORGANIZATION = '00000000-0000-4000-8000-000000000001';
const CLIENT_ID = 'convenedemoclient000000001';
const PASSWORD = 'Convene-demo-1';

async function token(email) {
  const response = await fetch(`${BASE_URL}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: PASSWORD },
    }),
  });
  return (await response.json()).AuthenticationResult.AccessToken;
}

async function api(accessToken, method, path, body) {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: {
      organization: ORGANIZATION,
      authorization: accessToken,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

let browser;
let page;
let member;

before(async () => {
  browser = await launch();
  page = await newPage(browser);
  member = await token('member@example.com');
  const host = await token('host@example.com');
  const maya = (await api(member, 'GET', '/self')).data;
  // A fresh follow is a fresh FOLLOW notification for the member.
  await api(host, 'POST', `/accounts/${maya.id}/unfollow`);
  await api(host, 'POST', `/accounts/${maya.id}/follow`);
  await api(member, 'POST', '/self/push-devices', {
    deviceToken: `e2e-${Date.now()}`,
    pushService: 'firebase',
    name: 'E2E phone',
  });

  await page.goto('/auth/sign-in');
  await hydrated(page);
  await page.getByLabel('Email').fill('member@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
});

after(async () => {
  await browser?.close();
});

test('the bell shows the unread count and leads to the list', async () => {
  const bell = page.getByTestId('notification-bell');
  await page.getByTestId('notification-count').waitFor();
  assert.match(await bell.getAttribute('aria-label'), /Notifications, \d+ unread/);
  await bell.click();
  await page.waitForURL('**/notifications');
  await page.getByRole('heading', { name: 'Notifications' }).waitFor();
  await page.getByText('Omar Haddad started following you').first().waitFor();
  await expectAccessible(page, 'notifications');
  await screenshots(page, 'notifications');
});

test('mark all as read clears the count; the unread tab is empty', async () => {
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="notification-count"]'));
  assert.equal(
    await page.getByTestId('notification-bell').getAttribute('aria-label'),
    'Notifications',
  );
  await page.getByRole('tab', { name: 'Unread' }).click();
  await page.getByText('You’re all caught up.').waitFor();
  const left = await api(member, 'GET', '/self/notifications/count');
  assert.equal(left.data.unread, 0);
});

test('the list filters by read state and type', async () => {
  await page.getByRole('tab', { name: 'Read', exact: true }).click();
  await page.getByText('Omar Haddad started following you').first().waitFor();
  const type = page.getByLabel('Type');
  await type.selectOption('TRANSFER');
  await page.getByText('No notifications match these filters.').waitFor();
  await type.selectOption('FOLLOW');
  await page.getByText('Omar Haddad started following you').first().waitFor();
  const shown = await page.getByTestId('notification').allInnerTexts();
  assert.ok(shown.length > 0);
  for (const text of shown) assert.match(text, /started following you/);
  await expectAccessible(page, 'notifications filtered');
  await type.selectOption('');
});

test('a new notification arrives live, without reloading', async () => {
  const host = await token('host@example.com');
  const maya = (await api(member, 'GET', '/self')).data;
  await page.getByRole('tab', { name: 'All' }).click();
  const before = await page.getByText('Omar Haddad started following you').count();
  await page.waitForTimeout(1_000); // the socket connects after the page settles
  await api(host, 'POST', `/accounts/${maya.id}/unfollow`);
  await api(host, 'POST', `/accounts/${maya.id}/follow`);
  await page.waitForFunction(
    (count) =>
      document.body.innerText.split('Omar Haddad started following you').length - 1 > count,
    before,
    { timeout: 10_000 },
  );
  await page.getByTestId('notification-count').waitFor();
});

test('a preference switch is saved', async () => {
  await page.goto('/settings/notifications');
  const likes = page.getByRole('switch', { name: 'Likes on your posts: Push' });
  await likes.waitFor();
  const before = (await likes.getAttribute('aria-checked')) === 'true';
  await likes.click();
  const deadline = Date.now() + 5_000;
  while (
    (await api(member, 'GET', '/self/notificationPreferences')).data.likePush === before &&
    Date.now() < deadline
  )
    await new Promise((resolve) => setTimeout(resolve, 200));
  const saved = await api(member, 'GET', '/self/notificationPreferences');
  assert.equal(saved.data.likePush, !before);
  await page.reload();
  await hydrated(page);
  assert.equal(
    await page
      .getByRole('switch', { name: 'Likes on your posts: Push' })
      .getAttribute('aria-checked'),
    String(!before),
  );
  // Every kind the server sends, in app, by email and by push (decision 0046); nothing for
  // what is not sent (organization-wide announcements).
  const settings = await page.getByRole('main').innerText();
  assert.ok(!settings.includes('Community announcements'), 'organization announcements offered');
  for (const present of [
    'New followers',
    'Comments on your posts',
    'Group invitations',
    'New messages in my conversations',
    'Mentions in discussions',
    'Pass transfers',
    'Confirmations of my support requests',
  ])
    assert.ok(settings.includes(present), `“${present}” is missing`);
  for (const name of ['Likes on your posts: In app', 'Likes on your posts: Email'])
    await page.getByRole('switch', { name }).waitFor();
  await expectAccessible(page, 'notification settings');
  await screenshots(page, 'notification-settings');
  await api(member, 'PUT', '/self/notificationPreferences', { likePush: before });
});

test('a push device can be removed', async () => {
  await page.getByText('E2E phone').first().waitFor();
  const countBefore = await page.getByText('E2E phone').count();
  await page.getByRole('button', { name: 'Remove E2E phone' }).first().click();
  await page.waitForFunction(
    (count) => document.body.innerText.split('E2E phone').length - 1 < count,
    countBefore,
  );
});

test('blocked accounts can be unblocked from settings', async () => {
  const host = (await api(member, 'GET', '/accounts/omar-haddad')).data;
  await api(member, 'POST', `/accounts/${host.id}/block`);
  await page.goto('/settings/blocked');
  await hydrated(page);
  await page.getByRole('button', { name: 'Unblock Omar Haddad' }).click();
  await page.getByText('You haven’t blocked anyone.').waitFor();
  await expectAccessible(page, 'blocked accounts');
  const left = await api(member, 'GET', '/self/blocks');
  assert.deepEqual(left.data, []);
});

test('a support reply notifies the member, under the Support filter, leading to the ticket', async () => {
  const host = await token('host@example.com');
  const request = `Where is my receipt? ${Date.now().toString(36)}`;
  const ticket = (
    await api(member, 'POST', '/supportTickets', {
      type: 'support',
      email: 'member@example.com',
      request,
    })
  ).data;
  await api(host, 'POST', `/supportTickets/${ticket.id}/replies`, { text: 'It is in Settings.' });
  await page.goto('/notifications');
  await hydrated(page);
  await page.getByLabel('Type').selectOption('SUPPORT_TICKET_MESSAGE');
  const notice = page
    .getByTestId('notification')
    .filter({ hasText: 'Omar Haddad answered your support request' })
    .first();
  await notice.waitFor();
  await expectAccessible(page, 'notifications (support)');
  await screenshots(page, 'notifications-support');
  // The row is the link to the ticket.
  assert.equal(await notice.evaluate((row) => row.tagName), 'A');
  await notice.click();
  await page.waitForURL(`**/support/tickets/${ticket.id}`);
  await page.getByText('It is in Settings.').waitFor();
  assert.deepEqual(page.errors, []);
});
