/**
 * Dates and times as the reader's locale writes them, shared by the web app and the
 * server's mails: cached formatters, and the one way a range ("19:00–21:00") is written.
 */

/** Formatters made so far, by locale and options: making one costs far more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();
const LIMIT = 500;

function make(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, options);
  } catch {
    // A tag Intl refuses reads as English (a bad time zone still throws).
    return new Intl.DateTimeFormat('en', options);
  }
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= LIMIT) formats.clear();
    format = make(locale, options);
    formats.set(key, format);
  }
  return format;
}

type Part = Intl.DateTimeFormatPart;
type RangePart = Part & { source: 'startRange' | 'endRange' | 'shared' };

const TIME_OPTIONS = [
  'hour',
  'minute',
  'second',
  'hour12',
  'hourCycle',
  'timeZone',
  'timeZoneName',
] as const;

/**
 * The clock reading of one instant as the locale writes a single time: from its hour to
 * its last minute or second ("19:00" in Japanese, "7:00" in English), '' without an hour.
 */
export function clockOf(parts: readonly Part[]): string {
  const first = parts.findIndex((part) => part.type === 'hour');
  if (first < 0) return '';
  let last = first;
  parts.forEach((part, index) => {
    if (index > first && (part.type === 'minute' || part.type === 'second')) last = index;
  });
  return parts
    .slice(first, last + 1)
    .map((part) => part.value)
    .join('');
}

const MINUTE = 60_000;
const YEAR = 366 * 24 * 60 * MINUTE;

/** True when a range writes both ends' clocks and day periods as single times are written. */
function keepsTimeStyle(format: Intl.DateTimeFormat, start: Date, end: Date): boolean {
  const range = format.formatRangeToParts(start, end);
  const ends = [format.formatToParts(start), format.formatToParts(end)];
  const text = range.map((part) => part.value).join('');
  const periods = new Set(
    ends.flatMap((parts) => parts.filter((part) => part.type === 'dayPeriod')).map((p) => p.value),
  );
  return (
    ends.every((parts) => text.includes(clockOf(parts))) &&
    range.every((part) => part.type !== 'dayPeriod' || periods.has(part.value))
  );
}

/**
 * True when the locale's own ranges can be used: Japanese writes a same-day range
 * "19時00分～21時00分" (and its dates another way) but a time "19:00", and Taiwanese Chinese
 * changes the day period. Such a locale has every range put together from single times,
 * same-day or not, so a list never mixes two styles. The same-day probe is one minute on.
 */
function trustsRanges(format: Intl.DateTimeFormat, start: Date, end: Date): boolean {
  return (
    keepsTimeStyle(format, start, end) &&
    keepsTimeStyle(format, start, new Date(start.getTime() + MINUTE))
  );
}

/** What the locale writes between a range's two ends ("～", " – "), from a range a year long. */
function separatorOf(format: Intl.DateTimeFormat, start: Date): string {
  const parts = format.formatRangeToParts(start, new Date(start.getTime() + YEAR)) as RangePart[];
  const lastStart = parts.findLastIndex((part) => part.source === 'startRange');
  const firstEnd = parts.findIndex((part) => part.source === 'endRange');
  const between = parts.slice(lastStart + 1, Math.max(firstEnd, lastStart + 1));
  return between.map((part) => part.value).join('') || ' – ';
}

/** The locale's options for the time of day alone (the end of a same-day range). */
function timeOnly(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  if (options.timeStyle)
    return {
      timeStyle: options.timeStyle,
      timeZone: options.timeZone,
      hourCycle: options.hourCycle,
    };
  return Object.fromEntries(
    TIME_OPTIONS.flatMap((key) => (key in options ? [[key, options[key]]] : [])),
  );
}

/** Ranges written so far: a page shows the same few again and again, each costing a dozen formats. */
const ranges = new Map<string, string>();
const RANGE_LIMIT = 2_000;

/**
 * A range of instants ("Tue, Jan 5, 2027, 7:00 – 9:00 PM GMT+1") in the locale's words,
 * its times written exactly as the locale writes a single time. Every date or time range
 * of the product goes through here.
 */
export function formatDateTimeRange(
  locale: string,
  start: Date,
  end: Date,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = `${locale}|${JSON.stringify(options)}|${start.getTime()}|${end.getTime()}`;
  let text = ranges.get(key);
  if (text === undefined) {
    text = writeRange(locale, start, end, options);
    if (ranges.size >= RANGE_LIMIT) ranges.clear();
    ranges.set(key, text);
  }
  return text;
}

function writeRange(
  locale: string,
  start: Date,
  end: Date,
  options: Intl.DateTimeFormatOptions,
): string {
  const format = dateTimeFormat(locale, options);
  if (trustsRanges(format, start, end)) return format.formatRange(start, end);
  if (start.getTime() === end.getTime()) return format.format(start);
  const separator = separatorOf(format, start);
  const day = dateTimeFormat(locale, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: options.timeZone,
  });
  if (day.format(start) !== day.format(end))
    return format.format(start) + separator + format.format(end);
  // The day and the zone are said once: the day before the start, the zone after the end.
  return (
    dateTimeFormat(locale, { ...options, timeZoneName: undefined }).format(start) +
    separator +
    dateTimeFormat(locale, timeOnly(options)).format(end)
  );
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

/** The numbers a wall clock shows. */
export interface WallClockParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What the wall clock in `timeZone` shows at an instant; throws for a zone Intl does not know. */
export function wallClockParts(timeZone: string, at: Date): WallClockParts {
  const parts: Record<string, number> = {};
  for (const part of dateTimeFormat('en-US', { ...WALL_CLOCK, timeZone }).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return { year, month, day, hour, minute, second };
}

/** Minutes east of UTC of `timeZone` at an instant (New York in winter: -300). */
export function offsetMinutes(timeZone: string, at: Date): number {
  const p = wallClockParts(timeZone, at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}
