import {
  EVENT_ATTENDANCES,
  EVENT_PRICE_FILTERS,
  type EventAttendance,
  type EventPriceFilter,
} from '@convene/contract';

/*
 * The discovery filters of /events as page URL parameters (decision 0066), so that a
 * link restores them and back/forward walks through them: `when` (a quick choice, kept
 * relative: "this weekend" stays this weekend), or `from`/`to` (days, YYYY-MM-DD);
 * `interest` (a slug), `attendance`, `price`; `view` (list, month) and `month` (YYYY-MM).
 * Days are the reader's own calendar days; the API gets them as instants.
 */

export const WHEN_CHOICES = ['weekend', 'week', 'month'] as const;
export type WhenChoice = (typeof WHEN_CHOICES)[number];
export const VIEWS = ['list', 'month'] as const;
export type EventsView = (typeof VIEWS)[number];

export interface Discovery {
  when?: WhenChoice;
  from?: string;
  to?: string;
  interest?: string;
  attendance?: EventAttendance;
  price?: EventPriceFilter;
}

/** The URL parameters the filters own (the view and month are the page's). */
export const DISCOVERY_PARAMS = ['when', 'from', 'to', 'interest', 'attendance', 'price'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The filters a URL holds; anything unknown or malformed is left out. */
export function readDiscovery(params: URLSearchParams): Discovery {
  const when = oneOf(WHEN_CHOICES, params.get('when'));
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  };
  const interest = params.get('interest')?.trim().slice(0, 100);
  const found: Discovery = {
    ...(when ? { when } : { from: day('from'), to: day('to') }),
    interest: interest || undefined,
    attendance: oneOf(EVENT_ATTENDANCES, params.get('attendance')),
    price: oneOf(EVENT_PRICE_FILTERS, params.get('price')),
  };
  return Object.fromEntries(
    Object.entries(found).filter(([, value]) => value !== undefined),
  ) as Discovery;
}

/** `params` with the filters replaced by `next` (other parameters kept). */
export function writeDiscovery(params: URLSearchParams, next: Discovery): URLSearchParams {
  const copy = new URLSearchParams(params);
  for (const name of DISCOVERY_PARAMS) copy.delete(name);
  for (const name of DISCOVERY_PARAMS) {
    const value = next[name];
    if (value) copy.set(name, value);
  }
  return copy;
}

export function hasFilters(discovery: Discovery): boolean {
  return DISCOVERY_PARAMS.some((name) => discovery[name] !== undefined);
}

/** A local calendar day as YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a YYYY-MM-DD day, `plus` days later. */
export function dayStart(day: string, plus = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plus);
}

/** The days a quick choice means on `today`: the weekend (today when it is one), 7 days, the month. */
export function quickRange(when: WhenChoice, today: Date): { from: string; to: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  const d = today.getDate();
  if (when === 'week') return { from: localDay(today), to: localDay(new Date(y, m, d + 6)) };
  if (when === 'month') {
    return { from: localDay(new Date(y, m, 1)), to: localDay(new Date(y, m + 1, 0)) };
  }
  const weekday = today.getDay(); // 0 Sunday … 6 Saturday
  if (weekday === 0) return { from: localDay(today), to: localDay(today) };
  const saturday = new Date(y, m, d + (6 - weekday));
  return {
    from: localDay(weekday === 6 ? today : saturday),
    to: localDay(new Date(saturday.getFullYear(), saturday.getMonth(), saturday.getDate() + 1)),
  };
}

/** The days the filters cover, or none; a range whose end is before its start is none. */
export function daysOf(discovery: Discovery, today: Date): { from?: string; to?: string } {
  if (discovery.when) return quickRange(discovery.when, today);
  if (discovery.from && discovery.to && discovery.to < discovery.from) return {};
  return { from: discovery.from, to: discovery.to };
}

/** What the API is asked: the days as instants (local midnights, `to` exclusive), the rest as is. */
export function apiFilters(discovery: Discovery, today: Date) {
  const days = daysOf(discovery, today);
  return {
    ...(days.from ? { from: dayStart(days.from).toISOString() } : {}),
    ...(days.to ? { to: dayStart(days.to, 1).toISOString() } : {}),
    ...(discovery.interest ? { interest: discovery.interest } : {}),
    ...(discovery.attendance ? { attendance: discovery.attendance } : {}),
    ...(discovery.price ? { price: discovery.price } : {}),
  };
}

/** The month a URL shows (YYYY-MM), else the current one. */
export function readMonth(params: URLSearchParams, today: Date): string {
  const month = params.get('month');
  if (month && MONTH.test(month)) {
    const number = Number(month.slice(5));
    if (number >= 1 && number <= 12) return month;
  }
  return localDay(today).slice(0, 7);
}

/** The month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return localDay(new Date(year, number - 1 + delta, 1)).slice(0, 7);
}

/** The weeks of a month's grid: whole weeks from `weekStart` (0 Sunday, 1 Monday …), as days. */
export function monthWeeks(month: string, weekStart: number): string[][] {
  const first = dayStart(`${month}-01`);
  const lead = (first.getDay() - weekStart + 7) % 7;
  const start = new Date(first.getFullYear(), first.getMonth(), 1 - lead);
  const weeks: string[][] = [];
  for (let week = 0; week < 6; week += 1) {
    const days = Array.from({ length: 7 }, (_, index) =>
      localDay(new Date(start.getFullYear(), start.getMonth(), start.getDate() + week * 7 + index)),
    );
    if (week > 3 && !days.some((day) => day.startsWith(month))) break;
    weeks.push(days);
  }
  return weeks;
}

/** The local days an event runs on, from its start to its end (at most `limit`). */
export function daysOfEvent(event: { eventStart: string; eventEnd: string }, limit = 62): string[] {
  const start = new Date(event.eventStart);
  const end = new Date(Math.max(start.getTime(), new Date(event.eventEnd).getTime() - 1));
  const days: string[] = [];
  for (
    let day = new Date(start.getFullYear(), start.getMonth(), start.getDate());
    day <= end && days.length < limit;
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
  ) {
    days.push(localDay(day));
  }
  return days;
}
