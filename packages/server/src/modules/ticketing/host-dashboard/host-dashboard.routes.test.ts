import {
  HOST_DASHBOARD_MESSAGES as M,
  hostDashboardEndpoints,
  type HostCsv,
  type HostDashboard,
  type Registration,
} from '@convene/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventCoHosts, eventPassTypeRefundSchedules } from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { attendeeUrl, passUrl, useAttendeeWorld } from '../attendee/test/attendee-world';
import type { EventRow } from '../registration/test/registration-world';

const DAY = 86_400_000;
const DASHBOARD = '/self/host/dashboard';

/** The CSV file's rows (the byte-order mark and the last line break left out). */
function csvRows(file: HostCsv): string[] {
  expect(file.contentType).toBe('text/csv');
  const text = Buffer.from(file.dataUri.split(',')[1]!, 'base64').toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).replace(/\r\n$/, '').split('\r\n');
}

describe('the organizer dashboard across hosted events', () => {
  // host, co-host, a host of another event, two attendees, a member who hosts nothing
  const world = useAttendeeWorld(6);
  const { ok, fails, call } = world;
  let host: TestUser;
  let coHost: TestUser;
  let otherHost: TestUser;
  let maya: TestUser;
  let omar: TestUser;
  let plain: TestUser;
  let harbour: EventRow;
  let regatta: EventRow;
  let mayaOrder: Registration;
  let omarOrder: Registration;

  beforeAll(async () => {
    [host, coHost, otherHost, maya, omar, plain] = world.members as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    await world.enablePayments();
    harbour = await world.createEvent({
      name: '=Harbour, "Days"',
      creatorId: host.accountId,
      registrationLimit: 10,
    });
    regatta = await world.createEvent({
      name: 'Regatta',
      creatorId: otherHost.accountId,
      eventStart: new Date(Date.now() + 60 * DAY),
      eventEnd: new Date(Date.now() + 61 * DAY),
    });
    await world.db
      .insert(eventCoHosts)
      .values({ organizationId: world.org.id, eventId: regatta.id, accountId: coHost.accountId });
    const captain = await world.offer.passType(harbour.id, { name: 'Captain', price: 4000 });
    const crew = await world.offer.passType(harbour.id, { name: 'Crew', price: 0 });
    const deck = await world.offer.passType(regatta.id, { name: 'Deck', price: 0, supply: 1 });
    await world.db.insert(eventPassTypeRefundSchedules).values({
      organizationId: world.org.id,
      passTypeId: captain.id,
      percentage: 100,
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + DAY),
    });
    // A paid order of two passes, one canceled with its refund; a free order checked in.
    mayaOrder = await world.buy(maya, harbour.id, [
      { ticketId: captain.id },
      { ticketId: captain.id },
    ]);
    await ok(maya, 'PUT', `${passUrl(harbour.id, mayaOrder.passes[1]!.id)}/cancel`, {
      issueRefund: true,
    });
    omarOrder = await world.buy(omar, harbour.id, [{ ticketId: crew.id }]);
    await ok(
      host,
      'POST',
      `/listings/${harbour.id}/attendees/${omar.accountId}/passes/${omarOrder.passes[0]!.id}/checkin`,
    );
    // The regatta: its one place taken, a member waiting for the next.
    await world.buy(omar, regatta.id, [{ ticketId: deck.id }]);
    await ok(plain, 'POST', `/self/events/${regatta.id}/waitlist`, { passTypeId: deck.id });
  });

  it('answers 401 signed out on every route', async () => {
    for (const endpoint of Object.values(hostDashboardEndpoints)) {
      const response = await world.t.inject({
        method: endpoint.method,
        url: `/api${endpoint.path}`,
        headers: world.org.headers,
      });
      expect(response.statusCode, endpoint.path).toBe(401);
    }
  });

  it("shows the host's figures, matching the orders", async () => {
    const mine = await ok<Registration>(maya, 'GET', attendeeUrl(harbour.id));
    const paid = mine.passes.reduce((sum, pass) => sum + pass.amtPaid, 0);
    const refunded = mine.passes.reduce((sum, pass) => sum + pass.amtRefunded, 0);
    expect(paid).toBe(8000);
    expect(refunded).toBe(4000);

    const dashboard = await ok<HostDashboard>(host, 'GET', DASHBOARD);
    expect(dashboard.currency).toBe('USD');
    expect(dashboard.events).toHaveLength(1);
    expect(dashboard.events[0]).toMatchObject({
      id: harbour.id,
      role: 'host',
      registered: 2,
      registrationLimit: 10,
      waitlist: 0,
      passes: 2,
      checkedIn: 1,
      checkInRate: 0.5,
      gross: paid,
      refunded,
      refunds: 1,
    });
    expect(dashboard.totals).toEqual({
      events: 1,
      registered: 2,
      passes: 2,
      checkedIn: 1,
      gross: 8000,
      refunded: 4000,
      net: 4000,
      refunds: 1,
    });
    // Both orders were made today in the event's time zone: one day, within the default range.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: harbour.timezone });
    expect(dashboard.overTime).toEqual([{ date: today, registrations: 2, revenue: 8000 }]);
    expect(dashboard.range.from <= today && today <= dashboard.range.to).toBe(true);

    const before = new Date(Date.parse(today) - 10 * DAY).toISOString().slice(0, 10);
    const earlier = await ok<HostDashboard>(
      host,
      'GET',
      `${DASHBOARD}?from=${before}&to=${before}&interval=week`,
    );
    expect(earlier.overTime).toEqual([]);
    expect(earlier.range).toEqual({ from: before, to: before, interval: 'week' });
  });

  it('shows a co-host the co-hosted event only, and a member who hosts nothing an empty dashboard', async () => {
    const coHosted = await ok<HostDashboard>(coHost, 'GET', DASHBOARD);
    expect(coHosted.events.map((event) => [event.id, event.role])).toEqual([
      [regatta.id, 'coHost'],
    ]);
    expect(coHosted.events[0]).toMatchObject({
      registered: 1,
      registrationLimit: null,
      waitlist: 1,
      gross: 0,
    });
    const nothing = await ok<HostDashboard>(plain, 'GET', DASHBOARD);
    expect(nothing.events).toEqual([]);
    expect(nothing.overTime).toEqual([]);
    expect(nothing.totals).toMatchObject({ events: 0, registered: 0, gross: 0 });
    expect(csvRows(await ok<HostCsv>(plain, 'GET', '/self/host/orders/export'))).toHaveLength(1);
    const stranger = await ok<HostDashboard>(world.stranger, 'GET', DASHBOARD);
    expect(stranger.events).toEqual([]);
  });

  it('exports every order and every pass as CSV, escaped and formula-safe', async () => {
    const orders = csvRows(await ok<HostCsv>(host, 'GET', '/self/host/orders/export'));
    expect(orders[0]).toBe(
      'Event,Event start,Order,Name,Username,Email,Status,Registered at,Passes,Paid,Refunded',
    );
    expect(orders).toHaveLength(3);
    const start = harbour.eventStart.toISOString();
    // The name starts with `=` (a quote before it) and holds a comma and quotes (quoted).
    const event = `"'=Harbour, ""Days"""`;
    expect(orders[1]).toMatch(
      new RegExp(
        `^${escape(`${event},${start},${mayaOrder.alternateId},`)}.*,registered,.*,1,80\\.00,40\\.00$`,
      ),
    );
    expect(orders[1]).toContain(maya.email);
    expect(orders[2]).toContain(`,${omarOrder.alternateId},`);
    expect(orders[2]).toMatch(/,registered,.*,1,0\.00,0\.00$/);

    const attendees = csvRows(await ok<HostCsv>(host, 'GET', '/self/host/attendees/export'));
    expect(attendees[0]).toBe(
      'Event,Event start,Order,Pass,Name,Username,Email,Pass type,Pass status,Checked in at,Paid,Refunded',
    );
    expect(attendees).toHaveLength(4);
    expect(attendees.filter((row) => row.includes(',Captain,canceled,,40.00,40.00'))).toHaveLength(
      1,
    );
    expect(attendees.filter((row) => row.includes(',Captain,ready,,40.00,0.00'))).toHaveLength(1);
    const omarRow = attendees.find((row) => row.includes(omar.email!))!;
    expect(omarRow).toMatch(/,Crew,ready,\d{4}-\d\d-\d\dT[^,]+,0\.00,0\.00$/);
    expect(attendees.some((row) => row.includes('Regatta'))).toBe(false);

    const coHosted = csvRows(await ok<HostCsv>(coHost, 'GET', '/self/host/attendees/export'));
    expect(coHosted).toHaveLength(2);
    expect(coHosted[1]).toMatch(/^Regatta,/);
  });

  it('refuses a backwards or too long range, or a bad day, naming the field', async () => {
    const backwards = await fails(
      host,
      'GET',
      `${DASHBOARD}?from=2026-05-02&to=2026-05-01`,
      undefined,
      400,
    );
    expect(backwards).toMatchObject({ message: M.rangeOrder, field: 'from' });
    const long = await call(host, 'GET', `${DASHBOARD}?from=2025-01-01&to=2026-05-01`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(M.rangeTooLong);
    const bad = await call(host, 'GET', `${DASHBOARD}?from=2026-02-30`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('from');
  });
});

/** A literal string inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
