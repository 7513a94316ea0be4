/**
 * Wall-clock time in an IANA zone, on the runtime's own time-zone data (Intl): which
 * instants a place's `yyyy-MM-dd` + `HH:mm` are (none in a spring-forward gap, two in a
 * fall-back hour), and back. No date library: these four functions are all slots need
 * (decision 0034).
 */

import { offsetMinutes, wallClockParts } from '@convene/contract';

/** True when the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    wallClockParts(zone, new Date(0));
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

export interface WallClock {
  /** `yyyy-MM-dd` */
  day: string;
  /** `HH:mm` */
  time: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** What the zone's wall clock shows at an instant. */
export function wallClockAt(zone: string, at: Date): WallClock {
  const p = wallClockParts(zone, at);
  return {
    day: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}`,
  };
}

/** `-05:00` for -300 minutes. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const DAY_MS = 86_400_000;

function naiveUtc(day: string, time: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  // `24:00` is the next day's midnight: Date.UTC rolls the hour over.
  return Date.UTC(year!, month! - 1, date!, hour!, minute!);
}

/**
 * Every instant at which the zone's wall clock shows `day` `time`, earliest first: one on
 * most days, none in a spring-forward gap, two in the hour that a fall-back repeats.
 */
export function instantsOf(zone: string, day: string, time: string): Date[] {
  const naive = naiveUtc(day, time);
  const offsets = new Set([
    offsetMinutes(zone, new Date(naive - DAY_MS)),
    offsetMinutes(zone, new Date(naive)),
    offsetMinutes(zone, new Date(naive + DAY_MS)),
  ]);
  // What the wall clock must read (`24:00` reads as the next day's 00:00).
  const expected = wallClockAt('UTC', new Date(naive));
  const found = new Set<number>();
  for (const offset of offsets) {
    const at = naive - offset * 60_000;
    const wall = wallClockAt(zone, new Date(at));
    if (wall.day === expected.day && wall.time === expected.time) found.add(at);
  }
  return [...found].sort((a, b) => a - b).map((at) => new Date(at));
}

/**
 * The instant a wall-clock time starts a range at: the earliest reading, or in a gap the
 * time read with the offset before the gap (02:30 on a spring-forward day is 03:30).
 */
export function rangeStart(zone: string, day: string, time: string): Date {
  const found = instantsOf(zone, day, time);
  if (found.length > 0) return found[0]!;
  const naive = naiveUtc(day, time);
  return new Date(naive - offsetMinutes(zone, new Date(naive - DAY_MS)) * 60_000);
}

/** The instant a wall-clock time ends a range at: the latest reading (gap: as rangeStart). */
export function rangeEnd(zone: string, day: string, time: string): Date {
  const found = instantsOf(zone, day, time);
  if (found.length > 0) return found[found.length - 1]!;
  return rangeStart(zone, day, time);
}

/** The day after `yyyy-MM-dd`. */
export function nextDay(day: string): string {
  return new Date(naiveUtc(day, '00:00') + DAY_MS).toISOString().slice(0, 10);
}

/** 0 (sunday) … 6 (saturday) of a calendar day. */
export function weekdayOf(day: string): number {
  return new Date(naiveUtc(day, '00:00')).getUTCDay();
}

/** Every day of a month `yyyy-MM`. */
export function daysOfMonth(month: string): string[] {
  const [year, index] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year!, index!, 0)).getUTCDate();
  return Array.from({ length: count }, (_, day) => `${month}-${pad(day + 1)}`);
}
