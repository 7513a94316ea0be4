// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRelativeTime, RelativeTime, relativeTimeParts } from './relative-time';

afterEach(cleanup);

const NOW = Date.parse('2026-11-22T16:44:00Z');
const ago = (ms: number) => new Date(NOW - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTimeParts', () => {
  it('picks the unit by distance, rounding, past negative and future positive', () => {
    expect(relativeTimeParts(ago(10 * SECOND), NOW)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTimeParts(ago(50 * SECOND), NOW)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeTimeParts(ago(5 * MINUTE), NOW)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeTimeParts(ago(44 * MINUTE), NOW)).toEqual({ value: -44, unit: 'minute' });
    expect(relativeTimeParts(ago(50 * MINUTE), NOW)).toEqual({ value: -1, unit: 'hour' });
    expect(relativeTimeParts(ago(3 * HOUR + 10 * MINUTE), NOW)).toEqual({
      value: -3,
      unit: 'hour',
    });
    expect(relativeTimeParts(ago(23 * HOUR), NOW)).toEqual({ value: -1, unit: 'day' });
    expect(relativeTimeParts(ago(3 * DAY), NOW)).toEqual({ value: -3, unit: 'day' });
    expect(relativeTimeParts(ago(15 * DAY), NOW)).toEqual({ value: -2, unit: 'week' });
    expect(relativeTimeParts(ago(95 * DAY), NOW)).toEqual({ value: -3, unit: 'month' });
    expect(relativeTimeParts(ago(400 * DAY), NOW)).toEqual({ value: -1, unit: 'year' });
    expect(relativeTimeParts(new Date(NOW + 2 * HOUR), NOW)).toEqual({ value: 2, unit: 'hour' });
  });
});

describe('formatRelativeTime', () => {
  it('speaks the locale: "3 hr. ago", "il y a 3 h", "hace 3 h", "3 時間前"', () => {
    // French and Spanish put no-break spaces between the number and the unit.
    const say = (locale: string) =>
      formatRelativeTime(ago(3 * HOUR), NOW, locale).replace(/\s/g, ' ');
    expect(say('en')).toBe('3 hr. ago');
    expect(say('fr')).toBe('il y a 3 h');
    expect(say('es')).toBe('hace 3 h');
    expect(say('ja')).toBe('3 時間前');
  });

  it('says now, yesterday and minutes in words where the language has them', () => {
    expect(formatRelativeTime(ago(5 * SECOND), NOW, 'en')).toBe('now');
    expect(formatRelativeTime(ago(5 * SECOND), NOW, 'fr')).toBe('maintenant');
    expect(formatRelativeTime(ago(DAY), NOW, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(DAY), NOW, 'es')).toBe('ayer');
    expect(formatRelativeTime(ago(5 * MINUTE), NOW, 'en')).toBe('5 min. ago');
    expect(formatRelativeTime(ago(2 * 7 * DAY).toISOString(), NOW, 'en')).toBe('2 wk. ago');
  });
});

describe('RelativeTime', () => {
  it('renders a <time> with the machine date and the absolute date and time as its title', () => {
    const date = new Date(Date.now() - 3 * HOUR).toISOString();
    const { container } = render(
      <IntlProvider locale="en" timeZone="UTC">
        <RelativeTime date={date} />
      </IntlProvider>,
    );
    const time = container.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe(date);
    expect(time.textContent).toBe('3 hr. ago');
    const absolute = new Intl.DateTimeFormat('en', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(date));
    expect(time.getAttribute('title')).toBe(absolute);
  });
});
