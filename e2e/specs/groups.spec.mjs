// A private group from a request, through a moderator's acceptance, to posting in it.
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
      AuthParameters: { USERNAME: email, PASSWORD },
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

async function signIn(page, email) {
  await page.goto('/auth/sign-in');
  await hydrated(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

let browser;
let member;
let host;
let group;

before(async () => {
  browser = await launch();
  const hostToken = await token('host@example.com');
  const name = `E2E Lighthouse Keepers ${Date.now().toString(36)}`;
  group = (
    await api(hostToken, 'POST', '/groups', {
      group: { name, description: 'A private group for the browser test.', access: 'private' },
    })
  ).data;
  assert.equal(group.viewerRole, 'moderator');
  member = await newPage(browser);
  host = await newPage(browser);
  await signIn(member, 'member@example.com');
  await signIn(host, 'host@example.com');
});

after(async () => {
  await browser?.close();
});

test('the groups list shows tabs and finds the new group by search', async () => {
  await member.goto('/groups');
  await hydrated(member);
  for (const tab of ['All', 'My groups', 'Invitations', 'Requests'])
    await member.getByRole('tab', { name: tab }).waitFor();
  await member.getByLabel('Search groups').fill(group.name);
  await member.getByTestId('group-card').filter({ hasText: group.name }).waitFor();
  await expectAccessible(member, 'groups list');
  await screenshots(member, 'groups-list');
});

test('a member asks to join the private group; its posts stay locked', async () => {
  await member.goto(`/groups/${group.slug}`);
  await hydrated(member);
  await member.getByRole('heading', { name: group.name }).waitFor();
  await member.getByRole('tab', { name: 'Posts' }).click();
  await member.getByText('You must join the group to view this content.').waitFor();
  await member.getByRole('button', { name: 'Request to join' }).click();
  await member.getByText('Your request to join is waiting for a moderator.').waitFor();
  assert.equal(await member.getByTestId('membership').getAttribute('data-state'), 'requested');
  await expectAccessible(member, 'requested group');
  await screenshots(member, 'group-requested');
});

test('the moderator accepts the request', async () => {
  await host.goto(`/groups/${group.slug}?tab=requests`);
  await hydrated(host);
  const row = host.getByRole('listitem').filter({ hasText: 'maya-lindqvist' });
  await row.getByRole('button', { name: 'Accept' }).click();
  await host.getByText('No requests.').waitFor();
  await host.getByRole('tab', { name: 'Members' }).click();
  await host.getByRole('listitem').filter({ hasText: 'maya-lindqvist' }).waitFor();
  await expectAccessible(host, 'moderation');
  await screenshots(host, 'group-moderation');
});

test('the new member posts in the group', async () => {
  await member.goto(`/groups/${group.slug}?tab=activities`);
  await hydrated(member);
  await member.getByText('You are a member of this group.').waitFor();
  const message = `Hello lighthouse keepers ${Date.now()}`;
  await member.getByLabel('Write a post for the group').fill(message);
  await member.getByRole('button', { name: 'Post', exact: true }).click();
  await member.getByTestId('group-post').filter({ hasText: message }).waitFor();
  assert.deepEqual(member.errors, []);
  await screenshots(member, 'group-posted');
});
