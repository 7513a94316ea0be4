import { describe, expect, it } from 'vitest';
import { dayForKey } from './calendar-keys';

describe('dayForKey', () => {
  it('crosses the end of a month and of a year with the arrows, and comes back', () => {
    expect(dayForKey('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(dayForKey('2026-12-01', 'ArrowLeft')).toBe('2026-11-30');
    expect(dayForKey('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(dayForKey('2027-01-01', 'ArrowLeft')).toBe('2026-12-31');
    expect(dayForKey('2026-11-28', 'ArrowDown')).toBe('2026-12-05');
    expect(dayForKey('2026-12-03', 'ArrowUp')).toBe('2026-11-26');
  });

  it('counts days, not hours, across a daylight-saving change', () => {
    // Europe and North America change their clocks on these days; a calendar day is a day.
    expect(dayForKey('2026-03-28', 'ArrowRight')).toBe('2026-03-29');
    expect(dayForKey('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(dayForKey('2026-03-05', 'ArrowDown')).toBe('2026-03-12');
  });

  it('goes to the start and end of the Sunday-first week with Home and End', () => {
    // 28 November 2026 is a Saturday.
    expect(dayForKey('2026-11-28', 'Home')).toBe('2026-11-22');
    expect(dayForKey('2026-11-28', 'End')).toBe('2026-11-28');
    // 30 November 2026 is a Monday: its week ends in December.
    expect(dayForKey('2026-11-30', 'End')).toBe('2026-12-05');
    expect(dayForKey('2026-12-01', 'Home')).toBe('2026-11-29');
  });

  it('moves a month with Page Up and Page Down, a year with Shift, keeping a day the month has', () => {
    expect(dayForKey('2026-11-30', 'PageDown')).toBe('2026-12-30');
    expect(dayForKey('2026-12-31', 'PageDown')).toBe('2027-01-31');
    expect(dayForKey('2027-01-31', 'PageDown')).toBe('2027-02-28');
    expect(dayForKey('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(dayForKey('2028-02-29', 'PageDown', true)).toBe('2029-02-28');
    expect(dayForKey('2026-11-30', 'PageUp', true)).toBe('2025-11-30');
  });

  it('answers null for keys the grid leaves alone', () => {
    expect(dayForKey('2026-11-30', 'Enter')).toBeNull();
    expect(dayForKey('2026-11-30', 'Tab')).toBeNull();
  });
});
