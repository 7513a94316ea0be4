import { useId } from 'react';
import { useIntl } from 'react-intl';

export interface Period {
  /** The day, or the Monday of the week (YYYY-MM-DD). */
  date: string;
  value: number;
}

/** The drawing's box (the SVG stretches to the card's width; its bars keep their share). */
const WIDTH = 600;
const HEIGHT = 140;

/**
 * A bar per period, as an SVG labelled with its summary: the total and the busiest
 * period written out, the axis' ends and its top value beside it. The numbers themselves
 * are in the dashboard's table of the same periods (`PeriodTable`).
 */
export function PeriodBars({
  periods,
  format,
  summary,
}: {
  periods: Period[];
  format: (value: number) => string;
  summary: (total: string, top: string) => string;
}) {
  const intl = useIntl();
  const titleId = useId();
  const max = Math.max(1, ...periods.map((period) => period.value));
  const total = periods.reduce((sum, period) => sum + period.value, 0);
  const text = summary(format(total), format(max));
  const slot = WIDTH / Math.max(periods.length, 1);
  const dateOf = (date: string) =>
    intl.formatDate(Date.parse(`${date}T00:00:00Z`), {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <figure className="flex flex-col gap-1">
      <div className="flex gap-2">
        <span
          aria-hidden="true"
          className="w-14 shrink-0 text-end text-xs text-gray-600 tabular-nums dark:text-gray-400"
        >
          {format(max)}
        </span>
        <svg
          role="img"
          aria-labelledby={titleId}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-36 min-w-0 grow border-s border-b border-gray-300 text-primary dark:border-white/20"
        >
          <title id={titleId}>{text}</title>
          {periods.map((period, index) => {
            const height = (period.value / max) * (HEIGHT - 4);
            return (
              <rect
                key={period.date}
                x={index * slot + slot * 0.15}
                y={HEIGHT - height}
                width={slot * 0.7}
                height={height}
                rx={2}
                fill="currentColor"
              />
            );
          })}
        </svg>
      </div>
      {periods.length > 0 ? (
        <div
          aria-hidden="true"
          className="ms-16 flex justify-between text-xs text-gray-600 dark:text-gray-400"
        >
          <span>{dateOf(periods[0]!.date)}</span>
          <span>{dateOf(periods.at(-1)!.date)}</span>
        </div>
      ) : null}
      <figcaption className="text-sm text-gray-700 dark:text-gray-300">{text}</figcaption>
    </figure>
  );
}
