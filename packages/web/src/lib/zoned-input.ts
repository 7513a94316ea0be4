/** Wall-clock times of a form in a named time zone, to and from instants (host and bookings forms). */
import { offsetMinutes } from '@convene/contract';

/** As offsetMinutes, 0 for a zone Intl does not know. */
function offsetOrZero(utc: number, timeZone: string): number {
  try {
    return offsetMinutes(timeZone, new Date(utc));
  } catch {
    return 0;
  }
}

/** `2026-05-01T09:00` in `Europe/Paris` → `2026-05-01T07:00:00.000Z`; '' when not a time. */
export function zonedToInstant(local: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  try {
    let utc = wall - offsetMinutes(timeZone, new Date(wall)) * 60_000;
    // Near a daylight-saving change the first guess uses the other side's offset.
    utc = wall - offsetMinutes(timeZone, new Date(utc)) * 60_000;
    return new Date(utc).toISOString();
  } catch {
    return '';
  }
}

/** An instant as `YYYY-MM-DDTHH:mm` on the wall clock of `timeZone`. */
export function instantToZoned(iso: string, timeZone: string): string {
  const utc = Date.parse(iso);
  if (Number.isNaN(utc)) return '';
  return new Date(utc + offsetOrZero(utc, timeZone) * 60_000).toISOString().slice(0, 16);
}

/** The browser's time zone (UTC on the server, or where Intl cannot tell). */
export function defaultTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * An instant as ISO 8601 on the wall clock of `timeZone` with its offset that day
 * (`2026-05-01T09:00:00+02:00`); in UTC (`+00:00`) without a zone or with an unknown one.
 */
export function instantWithOffset(iso: string, timeZone: string | null): string {
  const utc = Date.parse(iso);
  if (Number.isNaN(utc)) return iso;
  const offset = timeZone ? offsetOrZero(utc, timeZone) : 0;
  const wall = new Date(Math.floor(utc / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wall}${offset < 0 ? '-' : '+'}${hours}:${minutes}`;
}
