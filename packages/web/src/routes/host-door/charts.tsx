import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

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
      <thead>
        <tr className="text-gray-700 dark:text-gray-300">
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={`pb-1 font-medium ${index === 0 ? 'w-1/3 text-start' : 'text-end'}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
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

/**
 * Registrations per day as columns (an SVG labelled with its summary), with the same numbers
 * as a table under "Show the numbers".
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
  const max = Math.max(1, ...days.map((day) => day.count));
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const dateOf = (date: string) =>
    intl.formatDate(`${date}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const width = Math.max(days.length * 12, 120);
  const summary = intl.formatMessage(
    { id: 'hostDoor.report.overTime.summary' },
    { total, days: days.length, from: dateOf(days[0]!.date), to: dateOf(days.at(-1)!.date) },
  );
  return (
    <div className="flex flex-col gap-2">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} 100`}
        preserveAspectRatio="none"
        className="h-40 w-full text-primary"
      >
        <title id={titleId}>{summary}</title>
        {days.map((day, index) => {
          const height = (day.count / max) * 96;
          return (
            <rect
              key={day.date}
              x={index * (width / days.length) + 1}
              y={100 - height}
              width={Math.max(width / days.length - 2, 1)}
              height={height}
              fill="currentColor"
            />
          );
        })}
      </svg>
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
              <th scope="col" className="text-end font-medium">
                {intl.formatMessage({ id: 'hostDoor.report.registrations' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="pe-6 text-start font-normal">
                  {dateOf(day.date)}
                </th>
                <td className="text-end tabular-nums">{intl.formatNumber(day.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
