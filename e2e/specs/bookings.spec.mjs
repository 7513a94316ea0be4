// Bookings: a new member opens Harbour Works, picks the meeting room, moves through the month
// with the keyboard, books a free slot (held 2 hours, the countdown running), confirms it,
// finds it under My bookings and cancels it there. An administrator (host@example.com) sets
// up a place and a space with weekly hours at /admin/bookings; a member then sees its free
// slots. A space, then its place, are deleted, each asked first.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { DEMO_PASSWORD } from '../lib/api.mjs';
import { newUser, signIn, signUpAndConfirm } from '../lib/auth.mjs';
import {
  expectAccessible,
  hydrated,
  launch,
  newPage,
  PHONE,
  screenshots,
} from '../lib/browser.mjs';

const browser = await launch();
after(() => browser.close());

/** The administrator (host@example.com) at /admin/bookings, ready to type. */
async function adminBookings() {
  const host = await newPage(browser);
  await signIn(host, { email: 'host@example.com', password: DEMO_PASSWORD });
  await host.goto('/admin/bookings');
  await hydrated(host);
  return host;
}

/**
 * The month's grid has one tab stop, on the first day with a free slot; late in a month
 * with none left, the next month has them. Answers that day's button.
 */
async function firstFreeDay(page) {
  const current = page.locator('table button[tabindex="0"]');
  await current.waitFor();
  if ((await current.textContent()).includes('no free slot')) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.locator('table button[tabindex="0"]', { hasText: 'free slot' }).waitFor();
  }
  return current;
}

/** `yyyy-MM-dd` shifted by whole days. */
const shiftDay = (day, by) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** The same day `by` months away, or that month's last day when shorter (Page Down/Up). */
function shiftMonthKeepingDay(day, by) {
  const [year, month, date] = day.split('-').map(Number);
  const lastOfTarget = new Date(Date.UTC(year, month + by, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + by, Math.min(date, lastOfTarget)))
    .toISOString()
    .slice(0, 10);
}

/** Waits until the keyboard focus is on the grid's button for `day` (its month loaded). */
async function focusedOn(page, day) {
  await page.waitForFunction(
    (expected) => document.activeElement?.getAttribute('data-day') === expected,
    day,
  );
}

test('a member books a free slot, sees it in My bookings and cancels it', async () => {
  const page = await newPage(browser);
  await signUpAndConfirm(page, newUser('bookings'));
  await page.goto('/bookings/places');
  await hydrated(page);
  await page.getByRole('link', { name: 'See the spaces of Harbour Works' }).click();
  await page.getByRole('heading', { name: 'Harbour Works', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Choose a time: The Chart Room' }).click();
  await page.getByRole('heading', { name: 'The Chart Room', level: 1 }).waitFor();
  await hydrated(page);

  const free = await firstFreeDay(page);
  const day = await free.getAttribute('data-day');
  // A day is named by the number it shows, then its date and free slots (WCAG 2.5.3).
  await page
    .getByRole('table')
    .getByRole('button', { name: new RegExp(`^${Number(day.slice(8))} .+ free slots?$`) })
    .waitFor();
  // The keys of a date picker, across the month's edges: from its last day ArrowRight opens
  // the next month on its 1st, ArrowLeft comes back; Page Down and Page Up move a month,
  // End and Home to the week's Saturday and Sunday.
  const lastDay = page.locator('table button[data-day]').last();
  const last = await lastDay.getAttribute('data-day');
  const next = shiftDay(last, 1);
  await lastDay.focus();
  await page.keyboard.press('ArrowRight');
  await focusedOn(page, next);
  assert.equal(new URL(page.url()).searchParams.get('month'), next.slice(0, 7));
  await page.keyboard.press('ArrowLeft');
  await focusedOn(page, last);
  await page.keyboard.press('PageDown');
  const pagedDown = shiftMonthKeepingDay(last, 1);
  await focusedOn(page, pagedDown);
  await page.keyboard.press('PageUp');
  // The 31st, a month on and back, may come back as the 28th: this month still.
  const back = shiftMonthKeepingDay(pagedDown, -1);
  await focusedOn(page, back);
  // Saturday may lie in the next month; Sunday of the same week is back in this one.
  const weekday = new Date(`${back}T12:00:00Z`).getUTCDay();
  await page.keyboard.press('End');
  await focusedOn(page, shiftDay(back, 6 - weekday));
  await page.keyboard.press('Home');
  await focusedOn(page, shiftDay(back, -weekday));
  // The free day, and a day at a time from it, and back.
  await page.locator(`table button[data-day="${day}"]`).focus();
  await page.keyboard.press('ArrowRight');
  await focusedOn(page, shiftDay(day, 1));
  await page.keyboard.press('ArrowLeft');
  await focusedOn(page, day);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: /^Free slots on / }).waitFor();
  await expectAccessible(page, '/bookings/places/:placeId/spaces/:spaceId');
  await screenshots(page, 'bookings-calendar');

  await page
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  await page.waitForURL(/\/bookings\/[0-9a-f-]{36}$/);
  const countdown = page.getByTestId('hold-countdown');
  await countdown.waitFor();
  assert.match(await countdown.textContent(), /^[12]:[0-5]\d:[0-5]\d$/);
  await page.getByText('Held', { exact: true }).waitFor();
  await expectAccessible(page, '/bookings/:bookingId (held)');
  await page.setViewportSize(PHONE);
  await screenshots(page, 'bookings-held-phone');

  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await page.getByText('Your booking is confirmed.').waitFor();

  await page.goto('/bookings');
  await hydrated(page);
  const card = page.getByTestId('booking-card').filter({ hasText: 'The Chart Room' });
  await card.waitFor();
  await card.getByText('Confirmed').waitFor();
  await expectAccessible(page, '/bookings');
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByText('Booking canceled').first().waitFor();
  await card.getByText('Canceled').waitFor();
  assert.deepEqual(page.errors, []);
});

test('an administrator sets up a place and a space with weekly hours; a member sees its free slots', async () => {
  const stamp = Date.now().toString(36);
  const placeName = `Atelier ${stamp}`;
  const spaceName = `Studio ${stamp}`;
  const host = await adminBookings();
  await host.getByRole('heading', { name: 'Manage places', level: 1 }).waitFor();
  await host.getByLabel('Name').fill(placeName);
  await host.getByLabel('Time zone').fill('Mars/Olympus');
  await host.getByRole('button', { name: 'Create place' }).click();
  // The server names the field it refuses.
  await host
    .getByText(/^Use an IANA time zone/)
    .first()
    .waitFor();
  await host.getByLabel('Time zone').fill('America/New_York');
  await host.getByLabel('City').fill('New York');
  await host.getByRole('button', { name: 'Create place' }).click();
  await host.getByRole('heading', { name: `Manage ${placeName}`, level: 1 }).waitFor();
  await expectAccessible(host, '/admin/bookings/places/:placeId');

  await host.getByRole('link', { name: 'Add a space' }).click();
  await host.getByRole('heading', { name: 'New space', level: 1 }).waitFor();
  await hydrated(host);
  await host.getByLabel('Name').fill(spaceName);
  await host.getByLabel('Bookings per slot').fill('2');
  await host.getByLabel('Slot length').selectOption('60');
  // Open every day, 09:00 to 17:00 (the default a new range starts with); Sunday from 08:00.
  for (const day of [
    'Sunday',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
  ]) {
    await host.getByRole('button', { name: `Add hours on ${day}` }).click();
  }
  await host.getByLabel('Sunday: from').fill('08:00');
  await expectAccessible(host, '/admin/bookings/places/:placeId/spaces/new');
  await host.setViewportSize(PHONE);
  await screenshots(host, 'bookings-admin-space-phone');
  await host.getByRole('button', { name: 'Create space' }).click();
  await host.getByRole('heading', { name: `Edit ${spaceName}`, level: 1 }).waitFor();
  await host.getByRole('heading', { name: 'Blackouts' }).waitFor();
  await host
    .getByRole('link', { name: `Bookings of ${spaceName}` })
    .first()
    .click();
  await host.getByRole('heading', { name: `Bookings of ${spaceName}`, level: 1 }).waitFor();
  await host.getByText('No bookings on this day.').waitFor();
  assert.deepEqual(host.errors, []);
  await host.close();

  const page = await newPage(browser);
  await signIn(page, { email: 'member@example.com', password: DEMO_PASSWORD });
  await page.goto('/bookings/places?pageSize=50');
  await hydrated(page);
  await page.getByRole('link', { name: `See the spaces of ${placeName}` }).click();
  await page.getByRole('heading', { name: placeName, level: 1 }).waitFor();
  await page.getByRole('link', { name: `Choose a time: ${spaceName}` }).click();
  await page.getByRole('heading', { name: spaceName, level: 1 }).waitFor();
  await hydrated(page);
  const current = await firstFreeDay(page);
  await current.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: /^Free slots on / }).waitFor();
  assert.ok((await page.getByRole('button', { name: /^Book / }).count()) > 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('an administrator deletes a space, then its place, each asked first', async () => {
  const stamp = Date.now().toString(36);
  const placeName = `Boathouse ${stamp}`;
  const spaceName = `Slipway ${stamp}`;
  const host = await adminBookings();
  await host.getByLabel('Name').fill(placeName);
  await host.getByLabel('Time zone').fill('America/New_York');
  await host.getByRole('button', { name: 'Create place' }).click();
  await host.getByRole('heading', { name: `Manage ${placeName}`, level: 1 }).waitFor();
  await host.getByRole('link', { name: 'Add a space' }).click();
  await host.getByRole('heading', { name: 'New space', level: 1 }).waitFor();
  await hydrated(host);
  await host.getByLabel('Name').fill(spaceName);
  await host.getByRole('button', { name: 'Add hours on Monday' }).click();
  await host.getByRole('button', { name: 'Create space' }).click();
  await host.getByRole('heading', { name: `Edit ${spaceName}`, level: 1 }).waitFor();

  await host.getByRole('button', { name: 'Delete space' }).click();
  await host
    .getByRole('alertdialog', { name: `Delete ${spaceName}?` })
    .getByRole('button', { name: 'Delete space' })
    .click();
  // Back on its place, which has no space left.
  await host.getByRole('heading', { name: `Manage ${placeName}`, level: 1 }).waitFor();
  await host.getByText('No spaces yet.').waitFor();

  await host.getByRole('button', { name: 'Delete place' }).click();
  await host
    .getByRole('alertdialog', { name: `Delete ${placeName}?` })
    .getByRole('button', { name: 'Delete place' })
    .click();
  await host.getByRole('heading', { name: 'Manage places', level: 1 }).waitFor();
  // The list, loaded, no longer has it.
  await host.getByRole('link', { name: 'Manage Harbour Works' }).waitFor();
  assert.equal(await host.getByRole('link', { name: `Manage ${placeName}` }).count(), 0);
  assert.deepEqual(host.errors, []);
  await host.close();
});
