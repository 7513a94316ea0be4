import type { IntlShape } from 'react-intl';

/** A calendar day `yyyy-MM-dd` as the locale writes it (the day itself, in no zone). */
export function formatDay(
  intl: IntlShape,
  day: string,
  style: Intl.DateTimeFormatOptions = { dateStyle: 'full' },
): string {
  return intl.formatDate(new Date(`${day}T12:00:00Z`), { ...style, timeZone: 'UTC' });
}

/**
 * A slot's start as the place's clock shows it; on the hour a fall-back repeats (the
 * time carries its offset) with the zone's abbreviation, so the two read apart.
 */
export function formatSlotTime(
  intl: IntlShape,
  slot: { time: string; startsAt: string },
  timeZone: string,
): string {
  const twice = slot.time.length > 5;
  return intl.formatTime(slot.startsAt, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(twice ? { timeZoneName: 'short' } : {}),
  });
}

/** `yyyy-MM` of the month before or after. */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year!, index! - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** The month `yyyy-MM` a place's clock shows now. */
export function currentMonth(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** A duration in ms as `h:mm:ss`. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
