import { DAYS_OF_WEEK, offsetMinutes, type DayOfWeek } from '@convene/contract';
import {
  daysOfMonth,
  formatOffset,
  instantsOf,
  nextDay,
  rangeEnd,
  rangeStart,
  wallClockAt,
  weekdayOf,
} from '../../lib/zoned-time';

/** What slots are computed from: a space, its place's zone, its week and its blackouts. */
export interface SlotPlan {
  timezone: string;
  slotDuration: number;
  /** First and last bookable days (`yyyy-MM-dd`), null: open-ended. */
  start: string | null;
  end: string | null;
  availabilities: readonly { dayOfWeek: DayOfWeek; startTime: string; endTime: string }[];
  blackouts: readonly { start: Date; end: Date }[];
}

export interface PlannedSlot {
  day: string;
  /** `HH:mm`, with the UTC offset when the day shows that wall time twice. */
  time: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * A day's slots, in the place's zone: each weekly range of that weekday is cut into slots
 * of `slotDuration` minutes of elapsed time from its start, so a range across a clock
 * change has one slot fewer (spring forward, a 23-hour day) or one more (fall back, 25
 * hours) than its wall-clock length says. Slots that touch a blackout are left out.
 */
export function slotsOfDay(plan: SlotPlan, day: string): PlannedSlot[] {
  if ((plan.start && day < plan.start) || (plan.end && day > plan.end)) return [];
  const weekday = DAYS_OF_WEEK[weekdayOf(day)];
  const step = plan.slotDuration * 60_000;
  const starts = new Map<number, Date>();
  for (const range of plan.availabilities) {
    if (range.dayOfWeek !== weekday) continue;
    const from = rangeStart(plan.timezone, day, range.startTime).getTime();
    const to =
      range.endTime === '24:00'
        ? rangeStart(plan.timezone, nextDay(day), '00:00').getTime()
        : rangeEnd(plan.timezone, day, range.endTime).getTime();
    for (let at = from; at + step <= to; at += step) starts.set(at, new Date(at));
  }
  const slots: PlannedSlot[] = [];
  for (const [at, startsAt] of [...starts].sort(([a], [b]) => a - b)) {
    const endsAt = new Date(at + step);
    if (plan.blackouts.some((blackout) => blackout.start < endsAt && blackout.end > startsAt)) {
      continue;
    }
    const wall = wallClockAt(plan.timezone, startsAt);
    if (wall.day !== day) continue;
    const twice = instantsOf(plan.timezone, day, wall.time).length > 1;
    const time = twice
      ? `${wall.time}${formatOffset(offsetMinutes(plan.timezone, startsAt))}`
      : wall.time;
    slots.push({ day, time, startsAt, endsAt });
  }
  return slots;
}

/** Every day of a month (`yyyy-MM`) with its slots. */
export function slotsOfMonth(
  plan: SlotPlan,
  month: string,
): { day: string; slots: PlannedSlot[] }[] {
  return daysOfMonth(month).map((day) => ({ day, slots: slotsOfDay(plan, day) }));
}

/**
 * The slot a client names: its exact `time`, or, for a wall time the day shows twice and a
 * `time` without an offset, the earlier of the two.
 */
export function findSlot(plan: SlotPlan, day: string, time: string): PlannedSlot | undefined {
  const slots = slotsOfDay(plan, day);
  return (
    slots.find((slot) => slot.time === time) ?? slots.find((slot) => slot.time.startsWith(time))
  );
}
