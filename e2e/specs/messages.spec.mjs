// Messages: two members in two browsers chat live. The member starts (or reopens)
// a 1:1 with the host and writes; the host sees the unread badge appear and the message
// arrive without reloading, answers, and the member sees the answer arrive; the badge clears
// once the host has read it. Then a group discussion: a post is seen live by another member.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { demoApi, demoToken, DEMO_PASSWORD } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';

let browser;
let member;
let host;
let hostSelf;
let group;

const unique = (label) => `${label} ${Date.now().toString(36)}`;

before(async () => {
  browser = await launch();
  hostSelf = await demoApi(await demoToken('host@example.com'), 'GET', '/self');
  member = await newPage(browser, { colorScheme: 'light' });
  host = await newPage(browser, { colorScheme: 'dark' });
  await signIn(member, { email: 'member@example.com', password: DEMO_PASSWORD });
  await signIn(host, { email: 'host@example.com', password: DEMO_PASSWORD });
  // A fresh public group of the host's that the member joins: its discussion for the last test.
  const hostToken = await demoToken('host@example.com');
  group = await demoApi(hostToken, 'POST', '/groups', {
    group: {
      name: unique('E2E Discussion'),
      description: 'A group for the discussion browser test.',
      access: 'public',
    },
  });
  await demoApi(await demoToken('member@example.com'), 'POST', `/groups/${group.id}/join`);
});

after(async () => {
  await browser?.close();
});

/** The number the header's Messages link says (0 when nothing is unread). */
async function unreadOf(page) {
  const label = await page.getByTestId('messages-link').getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

function hostName() {
  return [hostSelf.firstName, hostSelf.lastName].filter(Boolean).join(' ') || hostSelf.username;
}

test('two members chat live: start a 1:1, the message arrives, the answer comes back', async () => {
  // The host waits elsewhere in the app: the header link carries the socket.
  await host.goto('/groups');
  await hydrated(host);
  await host.getByTestId('messages-link').waitFor();
  // Whatever was unread before: read it, so the badge starts clear.
  await host.goto('/messages');
  await hydrated(host);

  await member.goto('/messages');
  await hydrated(member);
  await member.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
  await expectAccessible(member, 'messages');
  await member.getByTestId('new-conversation').click();
  const dialog = member.getByRole('dialog', { name: 'New conversation' });
  await dialog.getByLabel('Search members').fill(hostSelf.lastName ?? hostSelf.username);
  await dialog.getByRole('checkbox', { name: new RegExp(hostName()) }).check();
  await expectAccessible(member, 'new conversation');
  await dialog.getByTestId('start-conversation').click();
  await member.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
  const channelId = member.url().split('/').pop();
  await member.getByTestId('conversation-title').filter({ hasText: hostName() }).waitFor();

  // The host has read the conversation (if it existed), then waits on another page.
  await demoApi(
    await demoToken('host@example.com'),
    'GET',
    `/self/chat/channels/${channelId}/messages`,
  );
  await host.goto('/groups');
  await hydrated(host);
  await host.getByTestId('messages-link').waitFor();
  await host.waitForTimeout(500);
  const before = await unreadOf(host);

  const hello = unique('Hello from the browser test');
  const box = member.getByRole('textbox', { name: /Message to/ });
  await box.fill(hello);
  await box.press('Enter');
  const sent = member
    .getByTestId('chat-log')
    .getByTestId('chat-message')
    .filter({ hasText: hello });
  await sent.waitFor();
  await member.locator('[data-testid="delivery"][data-state="sent"]').waitFor();
  assert.equal(await box.inputValue(), '', 'the box is empty again after sending');

  // The host's badge shows without a reload, then the conversation holds the message.
  await host.waitForFunction(
    (count) =>
      Number(
        /(\d+) unread/.exec(
          document.querySelector('[data-testid="messages-link"]')?.getAttribute('aria-label') ?? '',
        )?.[1] ?? 0,
      ) === count,
    before + 1,
    { timeout: 15_000 },
  );
  await host.getByTestId('messages-unread').waitFor();
  await host.getByTestId('messages-link').click();
  await host.waitForURL(/\/messages$/);
  await host
    .getByTestId('conversation-row')
    .filter({ hasText: hello })
    .getByTestId('conversation-unread')
    .waitFor();
  await host.getByTestId('conversation-row').filter({ hasText: hello }).click();
  await host.waitForURL(new RegExp(`/messages/${channelId}$`));
  await host.getByTestId('chat-log').getByText(hello).waitFor();
  // Read: the badge goes back to what it said before.
  await host.waitForFunction(
    (count) =>
      Number(
        /(\d+) unread/.exec(
          document.querySelector('[data-testid="messages-link"]')?.getAttribute('aria-label') ?? '',
        )?.[1] ?? 0,
      ) === count,
    before,
  );
  if (before === 0) await host.getByTestId('messages-unread').waitFor({ state: 'detached' });
  await expectAccessible(host, 'conversation (dark)');

  // The answer goes back live.
  const answer = unique('Got it, see you there');
  const hostBox = host.getByRole('textbox', { name: /Message to/ });
  await hostBox.fill(answer);
  await hostBox.press('Enter');
  await member.getByTestId('chat-log').getByText(answer).waitFor({ timeout: 15_000 });
  // Said to screen readers as it arrives.
  await member.getByTestId('chat-announcer').filter({ hasText: answer }).waitFor();
  // Shift+Enter starts a new line instead of sending.
  await box.fill('two');
  await box.press('Shift+Enter');
  await box.press('End');
  assert.match(await box.inputValue(), /two\n/);
  await box.fill('');

  await expectAccessible(member, 'conversation');
  await screenshots(member, 'messages-conversation');
  await screenshots(host, 'messages-conversation-dark');
  assert.deepEqual(member.errors, []);
  assert.deepEqual(host.errors, []);
});

test('a group discussion: a post is seen live by another member', async () => {
  await host.goto(`/groups/${group.slug}?tab=discussion`);
  await hydrated(host);
  await host.getByTestId('discussion').waitFor();
  await member.goto(`/groups/${group.slug}?tab=discussion`);
  await hydrated(member);
  await member.getByTestId('discussion').waitFor();

  const post = unique('Who brings the maps?');
  const box = member.getByRole('textbox', { name: 'Write in the discussion' });
  await box.fill(post);
  await box.press('Enter');
  await member.getByTestId('thread-message').filter({ hasText: post }).waitFor();
  const seen = host.getByTestId('thread-message').filter({ hasText: post });
  await seen.waitFor({ timeout: 15_000 });

  // A reaction from the host reaches the member live too.
  await seen.getByTestId('react').click();
  await host.getByRole('menuitem', { name: '👍' }).click();
  await member
    .getByTestId('thread-message')
    .filter({ hasText: post })
    .getByTestId('reaction')
    .waitFor({ timeout: 15_000 });

  await expectAccessible(member, 'group discussion');
  await expectAccessible(host, 'group discussion (dark)');
  await screenshots(member, 'messages-discussion');
  assert.deepEqual(member.errors, []);
  assert.deepEqual(host.errors, []);
});

test('a signed-in tab opens one live socket, whatever the page shows', async () => {
  const page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
  const sockets = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname === '/api/ws') sockets.push(socket.url());
  });
  // The header's bell and Messages link and the group's discussion all live on this page.
  await page.goto(`/groups/${group.slug}?tab=discussion`);
  await hydrated(page);
  await page.getByTestId('discussion').waitFor();
  await page.getByTestId('notification-bell').waitFor();
  await page.waitForTimeout(2_000);
  assert.equal(sockets.length, 1, sockets.join('\n'));
  assert.deepEqual(page.errors, []);
  await page.close();
});
