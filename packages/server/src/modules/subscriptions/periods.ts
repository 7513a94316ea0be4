import type { PriceInterval } from '@convene/contract';

/**
 * The end of a period of `count` × `interval` from `start`, in UTC. A month or a year
 * from the 31st (or Feb 29th) ends on the last day of the shorter month, not after it.
 */
export function periodEndOf(start: Date, interval: PriceInterval, count: number): Date {
  const end = new Date(start.getTime());
  switch (interval) {
    case 'day':
      end.setUTCDate(end.getUTCDate() + count);
      return end;
    case 'week':
      end.setUTCDate(end.getUTCDate() + 7 * count);
      return end;
    case 'month':
    case 'year': {
      const months = interval === 'month' ? count : 12 * count;
      const day = start.getUTCDate();
      end.setUTCDate(1);
      end.setUTCMonth(end.getUTCMonth() + months);
      const lastDay = new Date(
        Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0),
      ).getUTCDate();
      end.setUTCDate(Math.min(day, lastDay));
      return end;
    }
  }
}

export const DAY_MS = 86_400_000;
