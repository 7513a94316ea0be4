/**
 * The WAI-ARIA date picker grid's keys, on calendar days `yyyy-MM-dd` (Sunday-first weeks):
 * the arrows move a day or a week, Home and End to the week's first and last day, Page Up
 * and Page Down a month (with Shift, a year), keeping the day of the month where the target
 * month has it and its last day where it does not. Any other key answers null.
 * The answer may lie in another month: the grid then shows that month.
 */
export function dayForKey(day: string, key: string, shiftKey = false): string | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, date));
  const byDays = (days: number) => iso(new Date(Date.UTC(year, month - 1, date + days)));
  switch (key) {
    case 'ArrowLeft':
      return byDays(-1);
    case 'ArrowRight':
      return byDays(1);
    case 'ArrowUp':
      return byDays(-7);
    case 'ArrowDown':
      return byDays(7);
    case 'Home':
      return byDays(-at.getUTCDay());
    case 'End':
      return byDays(6 - at.getUTCDay());
    case 'PageUp':
      return shiftMonths(year, month, date, shiftKey ? -12 : -1);
    case 'PageDown':
      return shiftMonths(year, month, date, shiftKey ? 12 : 1);
    default:
      return null;
  }
}

/** The same day of the month `by` months away, or that month's last day when it is shorter. */
function shiftMonths(year: number, month: number, date: number, by: number): string {
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + by + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year, month - 1 + by, Math.min(date, lastOfTarget))));
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}
