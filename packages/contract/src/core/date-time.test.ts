import { describe, expect, it } from 'vitest';
import { clockOf, dateTimeFormat, formatDateTimeRange } from './date-time';
import { LOCALES } from '../organization/locales';

const start = new Date('2027-01-05T18:00:00Z');
const sameDay = new Date('2027-01-05T20:30:00Z');
const nextDay = new Date('2027-01-06T20:30:00Z');
const timeZone = 'Europe/Berlin';

/** The option sets the product formats ranges with (event cards, agenda, mails, editors). */
const STYLES: Intl.DateTimeFormatOptions[] = [
  {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  },
  { hour: 'numeric', minute: '2-digit', timeZone },
  { dateStyle: 'medium', timeStyle: 'short', timeZone },
  { dateStyle: 'full', timeStyle: 'short', timeZone },
];

/** Intl spaces (narrow no-break before AM/PM, thin around dashes) as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

/** How the locale writes one instant's clock on its own ("19:00", "7:00"). */
const clock = (locale: string, options: Intl.DateTimeFormatOptions, at: Date) =>
  clockOf(dateTimeFormat(locale, options).formatToParts(at));

describe('formatDateTimeRange: one time style per locale', () => {
  it('writes both ends of every range as the locale writes a single time, in every offered language', () => {
    for (const { value: locale } of LOCALES) {
      for (const options of STYLES) {
        for (const end of [sameDay, nextDay]) {
          const text = formatDateTimeRange(locale, start, end, options);
          const label = `${locale} ${JSON.stringify(options)} → ${text}`;
          expect(text, label).toContain(clock(locale, options, start));
          expect(text, label).toContain(clock(locale, options, end));
        }
      }
    }
  }, 60_000); // 68 locales × 4 styles: several hundred formatters on a busy machine

  it('writes Japanese same-day and multi-day ranges with the same clock, never 時/分', () => {
    const [when, hours, medium] = STYLES as [
      Intl.DateTimeFormatOptions,
      Intl.DateTimeFormatOptions,
      Intl.DateTimeFormatOptions,
    ];
    expect(formatDateTimeRange('ja', start, sameDay, when)).toBe(
      '2027年1月5日(火) 19:00～21:30 GMT+1',
    );
    expect(formatDateTimeRange('ja', start, nextDay, when)).toBe(
      '2027年1月5日(火) 19:00 GMT+1～2027年1月6日(水) 21:30 GMT+1',
    );
    expect(formatDateTimeRange('ja', start, sameDay, hours)).toBe('19:00～21:30');
    expect(formatDateTimeRange('ja', start, sameDay, medium)).toBe('2027/01/05 19:00～21:30');
    for (const options of STYLES)
      for (const end of [sameDay, nextDay])
        expect(formatDateTimeRange('ja', start, end, options)).not.toMatch(/[時分]/);
  });

  it("keeps the locale's own range where it already reads as single times", () => {
    const [when, hours] = STYLES as [Intl.DateTimeFormatOptions, Intl.DateTimeFormatOptions];
    expect(plain(formatDateTimeRange('en', start, sameDay, when))).toBe(
      'Tue, Jan 5, 2027, 7:00 – 9:30 PM GMT+1',
    );
    expect(formatDateTimeRange('de', start, sameDay, hours)).toBe('19:00–21:30 Uhr');
  });

  it('reads a language tag Intl refuses as English', () => {
    expect(plain(formatDateTimeRange('not a tag!', start, sameDay, STYLES[1]!))).toBe(
      '7:00 – 9:30 PM',
    );
  });
});
