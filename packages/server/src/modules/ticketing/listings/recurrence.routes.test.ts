import {
  RECURRENCE_LIMIT,
  RECURRENCE_MESSAGES,
  wallClockParts,
  type Event,
  type EventListing,
  type Occurrence,
  type Series,
} from '@convene/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventPassTypes, events, eventSessions } from '../../../db/schema/index';
import { rangeStart, wallClockAt } from '../../../lib/zoned-time';
import type { TestUser } from '../../../test/harness';
import { useEventsFixture } from '../events/test/events-fixture';

const DAY = 86_400_000;
const ZONE = 'America/New_York';

/** 19:00 in New York on the local day `days` from now, and 21:00 the same evening. */
function evening(days: number): { eventStart: string; eventEnd: string } {
  const day = wallClockAt(ZONE, new Date(Date.now() + days * DAY)).day;
  return {
    eventStart: rangeStart(ZONE, day, '19:00').toISOString(),
    eventEnd: rangeStart(ZONE, day, '21:00').toISOString(),
  };
}

function repeating(recurrence: unknown, days = 2) {
  return {
    event: {
      eventType: 'physical',
      visible: true,
      name: 'Harbour Evenings',
      shortDescription: 'Boats and talks',
      timezone: ZONE,
      venue: 'Pier 3',
      ...evening(days),
    },
    recurrence,
  };
}

/** "HH:mm" on New York's wall clock at an instant. */
function localTime(iso: string): string {
  const p = wallClockParts(ZONE, new Date(iso));
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

describe('recurring events', () => {
  const f = useEventsFixture();

  async function create(user: TestUser, body: unknown): Promise<EventListing> {
    const response = await f.call(user, 'POST', '/listings', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as EventListing;
  }

  /** The series' events as rows, soonest first. */
  async function occurrences(seriesId: string) {
    return f.db
      .select()
      .from(events)
      .where(eq(events.seriesId, seriesId))
      .orderBy(events.eventStart);
  }

  type EventRow = Awaited<ReturnType<typeof occurrences>>[number];

  /** Renames `chosen` with `scope`, a capacity, and one hour later; the series after it. */
  async function renameAnHourLater(chosen: EventRow, scope: string): Promise<EventRow[]> {
    const response = await f.call(f.host, 'PUT', `/listings/${chosen.id}`, {
      scope,
      event: {
        name: 'Harbour Late Evenings',
        registrationLimit: 40,
        eventStart: new Date(chosen.eventStart.getTime() + 3_600_000).toISOString(),
        eventEnd: new Date(chosen.eventEnd.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return occurrences(chosen.seriesId!);
  }

  /** Each date renamed and at 20:00 on its own day, or, when `kept`, as it was. */
  function expectRenamed(before: EventRow[], after: EventRow[], kept: (index: number) => boolean) {
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    for (const [index, row] of after.entries()) {
      const was = before[index]!;
      if (kept(index)) {
        expect(row).toMatchObject({ name: 'Harbour Evenings', registrationLimit: null });
        expect([row.eventStart, row.eventEnd]).toEqual([was.eventStart, was.eventEnd]);
      } else {
        expect(row).toMatchObject({ name: 'Harbour Late Evenings', registrationLimit: 40 });
        expect(localTime(row.eventStart.toISOString())).toBe('20:00');
        expect(localTime(row.eventEnd.toISOString())).toBe('22:00');
        expect(wallClockAt(ZONE, row.eventStart).day).toBe(wallClockAt(ZONE, was.eventStart).day);
      }
    }
  }

  it('repeats weekly at 19:00 local time across the clock changes, each date an event of one series', async () => {
    // 30 weeks always take in a change of New York's clocks (March or November).
    const first = evening(2);
    const created = await create(f.host, {
      ...repeating({ frequency: 'weekly', count: 30 }),
      passTypes: [{ name: 'General', price: 0 }],
      sessions: [{ name: 'Talk', startTime: first.eventStart, endTime: first.eventEnd }],
    });
    expect(created.seriesId).toBeTruthy();
    const rows = await occurrences(created.seriesId!);
    expect(rows).toHaveLength(30);
    expect(rows[0]!.id).toBe(created.id);
    for (const [index, row] of rows.entries()) {
      expect(localTime(row.eventStart.toISOString())).toBe('19:00');
      expect(localTime(row.eventEnd.toISOString())).toBe('21:00');
      expect(row.status).toBe('draft');
      // Each date has its own copy of the pass types and sessions, at its own times.
      const passes = await f.db
        .select()
        .from(eventPassTypes)
        .where(eq(eventPassTypes.eventId, row.id));
      expect(passes.map((pass) => pass.name)).toEqual(['General']);
      const [session] = await f.db
        .select()
        .from(eventSessions)
        .where(eq(eventSessions.eventId, row.id));
      expect(session!.startTime).toEqual(row.eventStart);
      if (index > 0) {
        const previous = rows[index - 1]!;
        const days = Math.round((row.eventStart.getTime() - previous.eventStart.getTime()) / DAY);
        expect(days).toBe(7);
        expect(new Date(`${wallClockAt(ZONE, row.eventStart).day}T12:00:00Z`).getUTCDay()).toBe(
          new Date(`${wallClockAt(ZONE, previous.eventStart).day}T12:00:00Z`).getUTCDay(),
        );
      }
    }
    // The UTC hour moved with the clocks: a fixed 24 h × 7 step would have kept it.
    expect(new Set(rows.map((row) => row.eventStart.getUTCHours())).size).toBe(2);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(30);
  });

  it('repeats monthly on the same weekday of the month (the 2nd Tuesday)', async () => {
    // The first 2nd Tuesday at least a week away.
    let days = 7;
    for (;;) {
      const day = new Date(`${wallClockAt(ZONE, new Date(Date.now() + days * DAY)).day}T12:00:00Z`);
      if (day.getUTCDay() === 2 && Math.ceil(day.getUTCDate() / 7) === 2) break;
      days += 1;
    }
    const created = await create(
      f.host,
      repeating({ frequency: 'monthlyByWeekday', count: 6 }, days),
    );
    const rows = await occurrences(created.seriesId!);
    expect(rows).toHaveLength(6);
    const months = new Set<string>();
    for (const row of rows) {
      const local = wallClockAt(ZONE, row.eventStart);
      const date = new Date(`${local.day}T12:00:00Z`);
      expect(date.getUTCDay()).toBe(2);
      expect(Math.ceil(date.getUTCDate() / 7)).toBe(2);
      expect(local.time).toBe('19:00');
      months.add(local.day.slice(0, 7));
    }
    expect(months.size).toBe(6);
  });

  it('weekly on chosen days, until a date: the preview and the creation agree', async () => {
    const until = wallClockAt(ZONE, new Date(Date.now() + 30 * DAY)).day;
    const body = repeating({ frequency: 'weekly', weekdays: ['TU', 'TH'], until });
    const preview = await f.call(f.host, 'POST', '/listings/recurrence-preview', {
      ...body.event,
      recurrence: body.recurrence,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const dates = preview.json().data as Occurrence[];
    expect(dates.length).toBeGreaterThanOrEqual(7);
    for (const date of dates) {
      const local = wallClockAt(ZONE, new Date(date.start));
      expect([2, 4]).toContain(new Date(`${local.day}T12:00:00Z`).getUTCDay());
      expect(local.day <= until).toBe(true);
      expect(local.time).toBe('19:00');
    }
    const created = await create(f.host, body);
    const rows = await occurrences(created.seriesId!);
    expect(rows.map((row) => row.eventStart.toISOString())).toEqual(dates.map((d) => d.start));
  });

  it(`refuses more than ${RECURRENCE_LIMIT} occurrences with a 400 naming the field`, async () => {
    const tooMany = await f.call(
      f.host,
      'POST',
      '/listings',
      repeating({ frequency: 'weekly', count: RECURRENCE_LIMIT + 1 }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('recurrence.count');
    const until = wallClockAt(ZONE, new Date(Date.now() + 120 * DAY)).day;
    const daily = await f.call(
      f.host,
      'POST',
      '/listings',
      repeating({ frequency: 'daily', until }),
    );
    expect(daily.statusCode).toBe(400);
    expect(daily.body).toContain(RECURRENCE_MESSAGES.tooMany);
    expect(daily.body).toContain('recurrence.until');
    const both = await f.call(
      f.host,
      'POST',
      '/listings',
      repeating({ frequency: 'daily', count: 3, until }),
    );
    expect(both.statusCode).toBe(400);
  });

  it('"this and following" changes the chosen date and the later ones, by the same local shift', async () => {
    const created = await create(f.host, repeating({ frequency: 'weekly', count: 30 }));
    const before = await occurrences(created.seriesId!);
    const after = await renameAnHourLater(before[10]!, 'following');
    expectRenamed(before, after, (index) => index < 10);

    // "This event only" (the default) leaves the others alone.
    const only = await f.call(f.host, 'PUT', `/listings/${after[20]!.id}`, {
      event: { name: 'Special evening' },
    });
    expect(only.statusCode).toBe(200);
    const names = (await occurrences(created.seriesId!)).map((row) => row.name);
    expect(names.filter((name) => name === 'Special evening')).toHaveLength(1);
  });

  it('"all events" changes every date not ended yet, earlier ones too, but not past nor canceled ones', async () => {
    // Started six days ago: the first date has ended, the second is tomorrow.
    const created = await create(f.host, repeating({ frequency: 'weekly', count: 8 }, -6));
    const before = await occurrences(created.seriesId!);
    expect(before[0]!.eventEnd.getTime()).toBeLessThan(Date.now());
    expect(before[1]!.eventEnd.getTime()).toBeGreaterThan(Date.now());
    const canceled = await f.call(f.host, 'PUT', `/listings/${before[5]!.id}`, {
      event: { status: 'canceled' },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    // The third upcoming date (the first one is past).
    const after = await renameAnHourLater(before[3]!, 'all');
    expectRenamed(before, after, (index) => index === 0 || index === 5);
  });

  it('"all events" refuses the whole change when one date is not the account’s to host', async () => {
    const created = await create(f.host, repeating({ frequency: 'weekly', count: 3 }));
    const before = await occurrences(created.seriesId!);
    // The first date now belongs to another account: its host alone may change it.
    await f.db
      .update(events)
      .set({ creatorId: f.member.accountId })
      .where(eq(events.id, before[0]!.id));
    const response = await f.call(f.host, 'PUT', `/listings/${before[2]!.id}`, {
      scope: 'all',
      event: { name: 'Harbour Late Evenings' },
    });
    expect(response.statusCode).toBe(403);
    const names = (await occurrences(created.seriesId!)).map((row) => row.name);
    expect(names).toEqual(['Harbour Evenings', 'Harbour Evenings', 'Harbour Evenings']);
  });

  it('lists the series and its public events; another organization’s series is a 404', async () => {
    const created = await create(f.host, repeating({ frequency: 'daily', count: 4 }));
    await f.db
      .update(events)
      .set({ status: 'ready' })
      .where(and(eq(events.seriesId, created.seriesId!)));
    const found = await f.ok<Series[]>(f.member, '/series?search=Harbour%20Evenings');
    expect(found.map((s) => s.id)).toContain(created.seriesId);
    const listed = await f.ok<Event[]>(f.member, `/series/${created.seriesId}/events`);
    expect(listed.map((event) => event.id)).toEqual(
      (await occurrences(created.seriesId!)).map((row) => row.id),
    );

    const theirs = await create(f.stranger, repeating({ frequency: 'daily', count: 2 }));
    await f.fails(f.host, `/series/${theirs.seriesId}`, 404);
    await f.fails(f.host, `/series/${theirs.seriesId}/events`, 404);
  });
});
