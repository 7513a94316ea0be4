import { describe, expect, it } from 'vitest';
import { dayKey, groupByDay } from './agenda';

describe('groupByDay', () => {
  const sessions = [
    { id: 'late', startTime: '2027-01-06T09:00:00.000Z' },
    { id: 'night', startTime: '2027-01-05T23:30:00.000Z' },
    { id: 'morning', startTime: '2027-01-05T08:00:00.000Z' },
  ];

  it('groups by the day in the event time zone, soonest first', () => {
    const days = groupByDay(sessions, 'UTC');
    expect(days.map((day) => [day.key, day.items.map((item) => item.id)])).toEqual([
      ['2027-01-05', ['morning', 'night']],
      ['2027-01-06', ['late']],
    ]);
  });

  it('moves a late session to the next day east of UTC', () => {
    const days = groupByDay(sessions, 'Europe/Stockholm');
    expect(days.map((day) => [day.key, day.items.map((item) => item.id)])).toEqual([
      ['2027-01-05', ['morning']],
      ['2027-01-06', ['night', 'late']],
    ]);
    expect(dayKey('2027-01-05T23:30:00.000Z', 'America/Los_Angeles')).toBe('2027-01-05');
  });

  it('gives no day for no sessions', () => {
    expect(groupByDay([], 'UTC')).toEqual([]);
  });
});
