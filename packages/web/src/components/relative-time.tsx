/**
 * RelativeTime — "3 hr. ago", "yesterday", "il y a 5 min", in the page's locale.
 *
 *   <RelativeTime date={activity.createdAt} />
 *
 * Renders `<time dateTime="…" title="Saturday, November 22, 2026 at 4:44 PM">3 hr. ago</time>`:
 * the absolute date and time show on hover (and stay in `dateTime` for machines). Every
 * RelativeTime on the page refreshes together, once a minute. `formatRelativeTime` is the
 * pure formatter (Intl.RelativeTimeFormat, short style, "now" under 45 seconds).
 */
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30.4375 * DAY;
const YEAR = 365.25 * DAY;

/** The unit and rounded amount to say how far `date` is from `now` (negative: in the past). */
export function relativeTimeParts(
  date: Date,
  now: number,
): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const diff = date.getTime() - now;
  const size = Math.abs(diff);
  if (size < 45 * SECOND) return { value: 0, unit: 'second' };
  if (size < 45 * MINUTE)
    return { value: Math.round(diff / MINUTE) || Math.sign(diff), unit: 'minute' };
  if (size < 22 * HOUR) return { value: Math.round(diff / HOUR), unit: 'hour' };
  if (size < 6.5 * DAY) return { value: Math.round(diff / DAY), unit: 'day' };
  if (size < 4 * WEEK) return { value: Math.round(diff / WEEK), unit: 'week' };
  if (size < 11 * MONTH) return { value: Math.round(diff / MONTH), unit: 'month' };
  return { value: Math.round(diff / YEAR) || Math.sign(diff), unit: 'year' };
}

const formatters = new Map<string, Intl.RelativeTimeFormat>();

/** "3 hr. ago" / "il y a 3 h" / "3 時間前": `date` relative to `now` in `locale`. */
export function formatRelativeTime(date: Date | string, now: number, locale: string): string {
  const { value, unit } = relativeTimeParts(new Date(date), now);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
    formatters.set(locale, formatter);
  }
  return formatter.format(value, unit);
}

// One clock for every RelativeTime on the page, ticking only while one is shown.
const TICK = MINUTE;
let current = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    const tick = () => {
      current = Date.now();
      for (const notify of listeners) notify();
    };
    if (Date.now() - current > TICK / 2) tick();
    timer = setInterval(tick, TICK);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => current;
/** The server renders with its clock of the moment; hydration reads the page's load time. */
const serverSnapshot = () => (typeof window === 'undefined' ? Date.now() : current);

/** The shared clock (ms), refreshed every minute while a component reads it. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const intl = useIntl();
  const now = useNow();
  return (
    <time
      dateTime={date}
      title={intl.formatDate(date, { dateStyle: 'full', timeStyle: 'short' })}
      className={className}
      // The server's clock and the browser's may fall on either side of a minute.
      suppressHydrationWarning
    >
      {formatRelativeTime(date, now, intl.locale)}
    </time>
  );
}
