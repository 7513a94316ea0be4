import { offsetMinutes } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { slotsOfDay } from './slots';
import { instantsOf, isTimeZone, rangeStart, wallClockAt } from '../../lib/zoned-time';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('wall-clock time in a zone', () => {
  it('finds no instant in a spring-forward gap and two in a fall-back hour', () => {
    expect(iso(instantsOf('America/New_York', '2026-03-08', '02:30'))).toEqual([]);
    expect(iso(instantsOf('America/New_York', '2026-11-01', '01:30'))).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ]);
    expect(iso(instantsOf('Asia/Kolkata', '2026-03-08', '09:00'))).toEqual([
      '2026-03-08T03:30:00.000Z',
    ]);
    // A gap is read with the offset before it: 02:30 is 03:30 EDT.
    expect(rangeStart('America/New_York', '2026-03-08', '02:30').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('follows a half-hour clock change (Lord Howe Island)', () => {
    expect(iso(instantsOf('Australia/Lord_Howe', '2026-10-04', '02:15'))).toEqual([]);
    expect(offsetMinutes('Australia/Lord_Howe', new Date('2026-10-05T00:00:00Z'))).toBe(660);
    const slots = slotsOfDay(
      {
        timezone: 'Australia/Lord_Howe',
        slotDuration: 30,
        start: null,
        end: null,
        availabilities: [{ dayOfWeek: 'sunday', startTime: '01:00', endTime: '04:00' }],
        blackouts: [],
      },
      '2026-10-04',
    );
    // Three wall-clock hours that last two and a half.
    expect(slots.map((slot) => slot.time)).toEqual(['01:00', '01:30', '02:30', '03:00', '03:30']);
  });

  it('reads instants back on the wall clock and knows IANA zones', () => {
    expect(wallClockAt('Europe/Stockholm', new Date('2026-07-01T22:30:00Z'))).toEqual({
      day: '2026-07-02',
      time: '00:30',
    });
    expect(isTimeZone('Europe/Stockholm')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
