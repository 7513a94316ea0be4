import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ColumnHeads } from '../../components/report-parts';

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** The value as shown (money, say); the number otherwise. */
  text?: string;
  /** More columns after the value (canceled, revenue…). */
  extra?: ReactNode[];
}

/**
 * A horizontal bar chart that is a table: each row its label, a bar (decorative) and the
 * value in words, so screen readers and copy-paste get the numbers, not a picture.
 */
export function BarTable({
  caption,
  columns,
  rows,
  empty,
}: {
  caption: string;
  /** Headers: the label, the value, then the extra columns. */
  columns: string[];
  rows: BarRow[];
  empty: string;
}) {
  const intl = useIntl();
  if (rows.length === 0) return <p className="text-sm text-gray-700 dark:text-gray-300">{empty}</p>;
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">{caption}</caption>
      <ColumnHeads columns={columns} first="w-1/3" />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="align-middle">
            <th scope="row" className="py-1.5 pe-3 text-start font-medium break-words">
              {row.label}
            </th>
            <td className="py-1.5">
              <div className="flex items-center justify-end gap-2">
                <span
                  aria-hidden="true"
                  className="block h-3 grow rounded bg-gray-100 dark:bg-white/10"
                >
                  <span
                    className="block h-3 rounded bg-primary"
                    style={{ width: `${(row.value / max) * 100}%` }}
                  />
                </span>
                <span className="w-16 shrink-0 text-end tabular-nums">
                  {row.text ?? intl.formatNumber(row.value)}
                </span>
              </div>
            </td>
            {row.extra?.map((cell, index) => (
              <td key={index} className="py-1.5 text-end tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const DAY_MS = 86_400_000;
/** The drawing's box (the SVG stretches to the card's width; its strokes do not scale). */
const WIDTH = 600;
const HEIGHT = 160;

/**
 * Registrations over time as a cumulative step line on a dated axis (from zero the day
 * before the first registration to the total on the last day), the axis' dates and counts
 * and the total written beside it, an SVG labelled with its summary, and every day's
 * numbers (that day, running total) as a table under "Show the numbers".
 */
export function DayChart({
  title,
  days,
  empty,
}: {
  title: string;
  days: { date: string; count: number }[];
  empty: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  if (days.length === 0) return <p className="text-sm text-gray-700 dark:text-gray-300">{empty}</p>;
  const times = days.map((day) => Date.parse(`${day.date}T00:00:00Z`));
  let running = 0;
  const totals = days.map((day) => (running += day.count));
  const total = running;
  const start = times[0]! - DAY_MS;
  const end = times.at(-1)!;
  const x = (time: number) => ((time - start) / (end - start)) * WIDTH;
  const y = (value: number) => HEIGHT - (value / Math.max(total, 1)) * (HEIGHT - 8);
  const path = days.map((_, index) => `H${x(times[index]!)} V${y(totals[index]!)}`).join(' ');
  const dateOf = (time: number) =>
    intl.formatDate(time, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const summary = intl.formatMessage(
    { id: 'hostDoor.report.overTime.summary' },
    { total, days: days.length, from: dateOf(times[0]!), to: dateOf(end) },
  );
  const ticks = [...new Set([0, Math.round(total / 2), total])];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="relative h-40 w-8 shrink-0 text-end text-xs text-gray-600 tabular-nums dark:text-gray-400"
        >
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute end-0 -translate-y-1/2"
              style={{ top: `${(y(tick) / HEIGHT) * 100}%` }}
            >
              {intl.formatNumber(tick)}
            </span>
          ))}
        </div>
        <div className="relative min-w-0 grow">
          <svg
            role="img"
            aria-labelledby={titleId}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-40 w-full overflow-visible border-s border-b border-gray-300 text-primary dark:border-white/20"
          >
            <title id={titleId}>{summary}</title>
            {ticks.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={WIDTH}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeOpacity={0.15}
                vectorEffect="non-scaling-stroke"
                className="text-gray-500"
              />
            ))}
            <path
              d={`M0 ${HEIGHT} ${path} H${WIDTH}`}
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <span
            aria-hidden="true"
            className="absolute end-1 rounded bg-white/90 px-1 text-sm font-semibold text-gray-900 tabular-nums dark:bg-night/90 dark:text-gray-100"
            style={{ top: `calc(${(y(total) / HEIGHT) * 100}% - 1.5rem)` }}
          >
            {intl.formatNumber(total)}
          </span>
          <div
            aria-hidden="true"
            className="relative mt-1 h-4 text-xs text-gray-600 dark:text-gray-400"
          >
            <span className="absolute start-0">{dateOf(start)}</span>
            {end - start >= 4 * DAY_MS ? (
              <span className="absolute left-1/2 -translate-x-1/2">
                {dateOf(start + Math.round((end - start) / 2 / DAY_MS) * DAY_MS)}
              </span>
            ) : null}
            <span className="absolute end-0">{dateOf(end)}</span>
          </div>
        </div>
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">{summary}</p>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-primary underline">
          {intl.formatMessage({ id: 'hostDoor.report.showNumbers' })}
        </summary>
        <table className="mt-2 text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="pe-6 text-start font-medium">
                {intl.formatMessage({ id: 'hostDoor.report.day' })}
              </th>
              <th scope="col" className="pe-6 text-end font-medium">
                {intl.formatMessage({ id: 'hostDoor.report.registrations' })}
              </th>
              <th scope="col" className="text-end font-medium">
                {intl.formatMessage({ id: 'hostDoor.report.runningTotal' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day.date}>
                <th scope="row" className="pe-6 text-start font-normal">
                  {dateOf(times[index]!)}
                </th>
                <td className="pe-6 text-end tabular-nums">{intl.formatNumber(day.count)}</td>
                <td className="text-end tabular-nums">{intl.formatNumber(totals[index]!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
