// Host program and questions builder: the demo member who hosts the wheel evening adds a
// session on /host/events/:id/program and a select question with two choices on
// …/questions (reordered with the keyboard's arrow buttons), then sees the session on the
// public event page and the question at registration. What it added is removed afterwards.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { demoApi, demoToken, DEMO_PASSWORD } from '../lib/api.mjs';
import { signIn } from '../lib/auth.mjs';
import { expectAccessible, hydrated, launch, newPage, screenshots } from '../lib/browser.mjs';

const EVENT_SLUG = 'ceramics-wheel-evening';
const tag = Date.now().toString(36);
const SESSION = `Glazing demo ${tag}`;
const QUESTION = `Clay colour ${tag}`;

let browser;
let token;
let listing;

before(async () => {
  browser = await launch();
  token = await demoToken('member@example.com');
  const listings = await demoApi(token, 'GET', '/listings?pageSize=50');
  listing = listings.find((item) => item.slug === EVENT_SLUG) ?? listings[0];
  assert.ok(listing, 'the demo member hosts an event');
});

after(async () => {
  // Leave the demo event as it was for the other specs.
  if (token && listing) {
    const detail = await demoApi(token, 'GET', `/listings/${listing.id}`).catch(() => null);
    for (const session of detail?.sessions ?? [])
      if (session.name.startsWith(SESSION))
        await demoApi(token, 'DELETE', `/listings/${listing.id}/sessions/${session.id}`);
    const questions = await demoApi(token, 'GET', `/listings/${listing.id}/questions`).catch(
      () => [],
    );
    for (const question of questions)
      if (question.name === QUESTION)
        await demoApi(token, 'DELETE', `/listings/${listing.id}/questions/${question.id}`);
  }
  await browser?.close();
});

test('a host adds a session and a select question, and members see them', async () => {
  const page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });

  // Program: a session inside the event's times (the form starts at the event's start and end).
  await page.goto(`/host/events/${listing.id}/program`);
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Event management' }).waitFor();
  await page.getByRole('button', { name: 'Add a session' }).click();
  const sessionDialog = page.getByRole('dialog', { name: 'New session' });
  await sessionDialog.getByLabel('Name', { exact: true }).fill(SESSION);
  await sessionDialog.getByLabel('Description').fill('Dipping, brushing and the kiln schedule.');
  await sessionDialog.getByRole('button', { name: 'Save' }).click();
  await sessionDialog.waitFor({ state: 'detached' });
  await page.getByRole('list', { name: 'Sessions' }).getByText(SESSION).waitFor();
  await expectAccessible(page, '/host/events/:eventId/program');
  await screenshots(page, 'host-program');

  // Questions: a select question with two choices, previewed, then moved to the top.
  await page.goto(`/host/events/${listing.id}/questions`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add a question' }).click();
  const dialog = page.getByRole('dialog', { name: 'New question' });
  await dialog.getByLabel('Name', { exact: true }).fill(QUESTION);
  await dialog.getByLabel('Type').selectOption('select');
  await dialog.getByRole('button', { name: 'Add a choice' }).click();
  await dialog.getByRole('button', { name: 'Add a choice' }).click();
  await dialog.getByLabel('Choice 1', { exact: true }).fill('Stoneware');
  await dialog.getByLabel('Choice 2', { exact: true }).fill('Porcelain');
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await preview.getByRole('combobox', { name: QUESTION }).selectOption('Porcelain');
  await expectAccessible(page, '/host/events/:eventId/questions (dialog)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  const rows = page.getByTestId('builder-question');
  await rows.filter({ hasText: QUESTION }).waitFor();
  const upButton = page.getByRole('button', { name: `Move ${QUESTION} up` });
  while (await upButton.isEnabled()) {
    await upButton.click();
    await page.waitForTimeout(300);
  }
  await assert.doesNotReject(rows.first().filter({ hasText: QUESTION }).waitFor());
  await expectAccessible(page, '/host/events/:eventId/questions');
  await screenshots(page, 'host-questions');

  // The public event page shows the session in its agenda. A fresh address: the anonymous
  // page cache (5 s) may hold the page as it was before the session.
  await page.goto(`/events/${listing.slug}?after=${Date.now()}`);
  await hydrated(page);
  await page.getByText(SESSION).first().waitFor();

  // Registration asks the question, with both choices.
  await page.goto(`/events/${listing.slug}/register`);
  await hydrated(page);
  await page.getByTestId('register-step-passes').waitFor();
  await page.getByRole('button', { name: 'One more Watch and tea' }).click();
  await page.getByTestId('step-next').click();
  await page.getByTestId('register-step-questions').waitFor();
  const asked = page.getByLabel(QUESTION);
  await asked.waitFor();
  const options = await asked.locator('option').allTextContents();
  assert.deepEqual(options.slice(1), ['Stoneware', 'Porcelain']);
});

/** An instant as `YYYY-MM-DDTHH:mm` on the wall clock of `timeZone`. */
function wallClock(iso, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test('session times are the event’s wall clock, whatever the host’s browser zone', async () => {
  const zone = listing.timezone ?? 'UTC';
  // A browser far from the event: New York against Stockholm.
  const page = await newPage(browser, { timezoneId: 'America/New_York' });
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
  await page.goto(`/host/events/${listing.id}/program`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'New session' });
  await dialog.getByText(`Times are in the event’s time zone, ${zone}.`).waitFor();
  const start = dialog.getByLabel('Starts');
  // Pre-filled with the event's start as the event's clock reads it (not New York's).
  assert.equal(await start.inputValue(), wallClock(listing.eventStart, zone));
  const at = new Date(Date.parse(listing.eventStart) + 30 * 60_000).toISOString();
  const until = new Date(Date.parse(listing.eventStart) + 60 * 60_000).toISOString();
  await dialog.getByLabel('Name', { exact: true }).fill(`${SESSION} zone`);
  await start.fill(wallClock(at, zone));
  await dialog.getByLabel('Ends').fill(wallClock(until, zone));
  await screenshots(page, 'host-program-session-zone');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  const detail = await demoApi(token, 'GET', `/listings/${listing.id}`);
  const saved = detail.sessions.find((session) => session.name === `${SESSION} zone`);
  assert.ok(saved, 'the session is saved');
  assert.equal(saved.startTime, at, 'the wall time was read in the event’s zone');

  // The public agenda shows it at the same wall time, for a member in yet another zone.
  const hours = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));
  const reader = await newPage(browser, { timezoneId: 'Asia/Tokyo' });
  await reader.goto(`/events/${listing.slug}?after=${Date.now()}`);
  await hydrated(reader);
  const row = reader.getByRole('listitem').filter({ hasText: `${SESSION} zone` });
  await row.waitFor();
  assert.ok((await row.innerText()).includes(hours.split(/\s/)[0]), `the agenda says ${hours}`);
  await demoApi(token, 'DELETE', `/listings/${listing.id}/sessions/${saved.id}`);
});
