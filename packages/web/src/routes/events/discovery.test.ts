import { describe, expect, it } from 'vitest';
import {
  apiFilters,
  daysOfEvent,
  monthWeeks,
  quickRange,
  readDiscovery,
  readMonth,
  shiftMonth,
  writeDiscovery,
} from './discovery';

describe('events discovery: the page URL and the ranges', () => {
  it('reads the filters of a URL, leaving out what is unknown, and writes them back', () => {
    const params = new URLSearchParams(
      'tab=past&from=2031-03-01&to=2031-03-09&interest=sailing&attendance=online&price=cheap',
    );
    const read = readDiscovery(params);
    expect(read).toEqual({
      from: '2031-03-01',
      to: '2031-03-09',
      interest: 'sailing',
      attendance: 'online',
    });
    const written = writeDiscovery(params, {
      ...read,
      from: undefined,
      to: undefined,
      when: 'week',
    });
    expect(written.toString()).toBe('tab=past&when=week&interest=sailing&attendance=online');
    expect(readDiscovery(new URLSearchParams('when=weekend&from=2031-01-01'))).toEqual({
      when: 'weekend',
    });
  });

  it('quick choices: the weekend ahead (or this one), seven days, the month', () => {
    const wednesday = new Date(2031, 2, 5);
    expect(quickRange('weekend', wednesday)).toEqual({ from: '2031-03-08', to: '2031-03-09' });
    expect(quickRange('weekend', new Date(2031, 2, 8))).toEqual({
      from: '2031-03-08',
      to: '2031-03-09',
    });
    expect(quickRange('weekend', new Date(2031, 2, 9))).toEqual({
      from: '2031-03-09',
      to: '2031-03-09',
    });
    expect(quickRange('week', wednesday)).toEqual({ from: '2031-03-05', to: '2031-03-11' });
    expect(quickRange('month', wednesday)).toEqual({ from: '2031-03-01', to: '2031-03-31' });
  });

  it('asks the API for local midnights, the end day included; a reversed range is none', () => {
    const today = new Date(2031, 2, 5);
    const filters = apiFilters({ from: '2031-03-01', to: '2031-03-02', price: 'free' }, today);
    expect(filters).toEqual({
      from: new Date(2031, 2, 1).toISOString(),
      to: new Date(2031, 2, 3).toISOString(),
      price: 'free',
    });
    expect(apiFilters({ from: '2031-03-09', to: '2031-03-02' }, today)).toEqual({});
  });

  it('a month grid in whole weeks from the locale’s first day, and months to move by', () => {
    const weeks = monthWeeks('2031-03', 1);
    expect(weeks[0]![0]).toBe('2031-02-24');
    expect(weeks.at(-1)!.at(-1)).toBe('2031-04-06');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthWeeks('2031-03', 0)[0]![0]).toBe('2031-02-23');
    expect(shiftMonth('2031-01', -1)).toBe('2030-12');
    expect(shiftMonth('2031-12', 1)).toBe('2032-01');
    expect(readMonth(new URLSearchParams('month=2031-13'), new Date(2031, 2, 5))).toBe('2031-03');
    expect(readMonth(new URLSearchParams('month=2031-07'), new Date(2031, 2, 5))).toBe('2031-07');
  });

  it('an event shows on each day it runs', () => {
    const start = new Date(2031, 2, 5, 20).toISOString();
    const end = new Date(2031, 2, 7, 2).toISOString();
    expect(daysOfEvent({ eventStart: start, eventEnd: end })).toEqual([
      '2031-03-05',
      '2031-03-06',
      '2031-03-07',
    ]);
    expect(daysOfEvent({ eventStart: start, eventEnd: start })).toEqual(['2031-03-05']);
  });
});
