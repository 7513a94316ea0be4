/** Something on an agenda: when it starts (an ISO instant). */
interface Timed {
  startTime: string;
}

/** One day of an agenda: its key (YYYY-MM-DD in the zone), its first start, its items. */
export interface AgendaDay<T extends Timed> {
  key: string;
  date: string;
  items: T[];
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD (en-CA writes it so). */
export function dayKey(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/**
 * Sessions grouped by the day they start in the event's time zone, days in order and the
 * sessions of a day soonest first (ties keep the order they came in).
 */
export function groupByDay<T extends Timed>(items: readonly T[], timeZone: string): AgendaDay<T>[] {
  const sorted = [...items].sort(
    (a, b) => new Date(a.startTime).getTime() - new Date(b.startTime).getTime(),
  );
  const days: AgendaDay<T>[] = [];
  for (const item of sorted) {
    const key = dayKey(item.startTime, timeZone);
    const last = days.at(-1);
    if (last?.key === key) last.items.push(item);
    else days.push({ key, date: item.startTime, items: [item] });
  }
  return days;
}
