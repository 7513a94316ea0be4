import { useExportHostCsv, useHostDashboard } from '@convene/client';
import type { HostDashboard, HostDashboardEvent } from '@convene/contract';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ProblemPage } from '../../app/problem-page';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/form-fields';
import { hostEventPath } from '../../components/host-event-nav';
import { Link } from '../../components/link';
import { Page } from '../../components/page';
import {
  ColumnHeads,
  ExportFileButton,
  ReportSection as Section,
  Stat,
} from '../../components/report-parts';
import { ListSkeleton } from '../../components/skeleton';
import type { MessageId } from '../../i18n/catalogue';
import { PeriodBars } from './period-chart';

const DAY_MS = 86_400_000;
/** The ranges offered, in days up to today; a range longer than 90 days goes by week. */
const RANGES = [7, 30, 90, 365] as const;
type Range = (typeof RANGES)[number];

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today in the reader's time zone, as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  return dayOf(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** Every day (or week, from its Monday) of the range, with the server's figures or zeros. */
function periodsOf(dashboard: HostDashboard) {
  const { from, to, interval } = dashboard.range;
  const figures = new Map(dashboard.overTime.map((row) => [row.date, row]));
  let time = Date.parse(from);
  if (interval === 'week') time -= ((new Date(time).getUTCDay() + 6) % 7) * DAY_MS;
  const step = interval === 'week' ? 7 * DAY_MS : DAY_MS;
  const periods = [];
  for (; time <= Date.parse(to); time += step) {
    const date = dayOf(time);
    periods.push(figures.get(date) ?? { date, registrations: 0, revenue: 0 });
  }
  return periods;
}

/** A table that scrolls sideways on a phone, reachable by keyboard. */
function Table({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads columns={columns} />
        <tbody className="divide-y divide-gray-200 dark:divide-white/10">{children}</tbody>
      </table>
    </div>
  );
}

const CELL = 'py-2 ps-3 text-end tabular-nums';

function EventCell({ event }: { event: HostDashboardEvent }) {
  return (
    <th scope="row" className="py-2 text-start font-medium break-words">
      <Link to={hostEventPath(event.id, 'overview')} className="underline">
        {event.name}
      </Link>
    </th>
  );
}

function Dashboard({
  dashboard,
  range,
  onRange,
}: {
  dashboard: HostDashboard;
  range: Range;
  onRange: (range: Range) => void;
}) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const money = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: dashboard.currency });
  const count = (value: number) => intl.formatNumber(value);
  const percent = (value: number) =>
    intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
  const { totals } = dashboard;
  const periods = periodsOf(dashboard);
  const byWeek = dashboard.range.interval === 'week';
  const dateOf = (date: string) =>
    intl.formatDate(Date.parse(`${date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const now = Date.now();
  const upcoming = dashboard.events
    .filter((event) => Date.parse(event.eventStart) >= now && event.status !== 'canceled')
    .reverse();
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label={t('host.dashboard.registered')} value={count(totals.registered)} />
        <Stat
          label={t('host.dashboard.net')}
          value={money(totals.net)}
          detail={t('host.dashboard.gross', { amount: money(totals.gross) })}
        />
        <Stat
          label={t('host.dashboard.refunds')}
          value={count(totals.refunds)}
          detail={money(totals.refunded)}
        />
        <Stat
          label={t('host.dashboard.checkedIn')}
          value={percent(totals.passes ? totals.checkedIn / totals.passes : 0)}
          detail={t('host.dashboard.checkedInOf', {
            checkedIn: totals.checkedIn,
            passes: totals.passes,
          })}
        />
      </dl>
      <Section title={t('host.dashboard.overTime')}>
        <SelectField
          label={t('host.dashboard.range')}
          value={range}
          onChange={(event) => onRange(Number(event.target.value) as Range)}
          className="max-w-xs"
        >
          {RANGES.map((days) => (
            <option key={days} value={days}>
              {t('host.dashboard.lastDays', { days })}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">{t('host.dashboard.registrations')}</h3>
            <PeriodBars
              periods={periods.map((row) => ({ date: row.date, value: row.registrations }))}
              format={count}
              summary={(total, top) =>
                t(byWeek ? 'host.dashboard.summaryWeek' : 'host.dashboard.summaryDay', {
                  total,
                  top,
                })
              }
            />
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">{t('host.dashboard.revenue')}</h3>
            <PeriodBars
              periods={periods.map((row) => ({ date: row.date, value: row.revenue }))}
              format={money}
              summary={(total, top) =>
                t(byWeek ? 'host.dashboard.summaryWeek' : 'host.dashboard.summaryDay', {
                  total,
                  top,
                })
              }
            />
          </div>
        </div>
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-primary underline">
            {t('host.dashboard.showNumbers')}
          </summary>
          <div
            className="mt-2 max-h-80 overflow-y-auto"
            tabIndex={0}
            role="region"
            aria-label={t('host.dashboard.overTime')}
          >
            <table className="text-sm">
              <caption className="sr-only">{t('host.dashboard.overTime')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="pe-6 text-start font-medium">
                    {t(byWeek ? 'host.dashboard.week' : 'host.dashboard.day')}
                  </th>
                  <th scope="col" className="pe-6 text-end font-medium">
                    {t('host.dashboard.registrations')}
                  </th>
                  <th scope="col" className="text-end font-medium">
                    {t('host.dashboard.revenue')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {periods.map((row) => (
                  <tr key={row.date}>
                    <th scope="row" className="pe-6 text-start font-normal">
                      {dateOf(row.date)}
                    </th>
                    <td className="pe-6 text-end tabular-nums">{count(row.registrations)}</td>
                    <td className="text-end tabular-nums">{money(row.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </Section>
      <Section title={t('host.dashboard.upcoming')}>
        {upcoming.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {t('host.dashboard.noUpcoming')}
          </p>
        ) : (
          <Table
            caption={t('host.dashboard.upcoming')}
            columns={[
              t('host.dashboard.event'),
              t('host.dashboard.starts'),
              t('host.dashboard.capacity'),
              t('host.dashboard.waitlist'),
            ]}
          >
            {upcoming.map((event) => (
              <tr key={event.id}>
                <EventCell event={event} />
                <td className={CELL}>
                  {intl.formatDate(event.eventStart, {
                    dateStyle: 'medium',
                    timeZone: event.timezone,
                  })}
                </td>
                <td className={CELL}>
                  {event.registrationLimit === null
                    ? t('host.dashboard.noLimit', { registered: event.registered })
                    : t('host.dashboard.used', {
                        registered: event.registered,
                        limit: event.registrationLimit,
                        share: percent(event.registered / Math.max(event.registrationLimit, 1)),
                      })}
                </td>
                <td className={CELL}>{count(event.waitlist)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Section>
      <Section title={t('host.dashboard.byEvent')}>
        <Table
          caption={t('host.dashboard.byEvent')}
          columns={[
            t('host.dashboard.event'),
            t('host.dashboard.checkedIn'),
            t('host.dashboard.revenue'),
            t('host.dashboard.refunds'),
          ]}
        >
          {dashboard.events.map((event) => (
            <tr key={event.id}>
              <EventCell event={event} />
              <td className={CELL}>
                {t('host.dashboard.rate', {
                  rate: percent(event.checkInRate),
                  checkedIn: event.checkedIn,
                  passes: event.passes,
                })}
              </td>
              <td className={CELL}>{money(event.gross)}</td>
              <td className={CELL}>
                {t('host.dashboard.refundCell', {
                  count: event.refunds,
                  amount: money(event.refunded),
                })}
              </td>
            </tr>
          ))}
        </Table>
      </Section>
    </div>
  );
}

/**
 * /host/dashboard — the figures across every event the member hosts or co-hosts:
 * registrations and revenue over a chosen range (bars with their numbers as a table),
 * check-in and refunds per event, upcoming capacity and waitlists, and the CSV exports
 * of all orders and attendees.
 */
export function HostDashboardPage() {
  const intl = useIntl();
  const [range, setRange] = useState<Range>(30);
  const [to] = useState(today);
  const from = dayOf(Date.parse(to) - (range - 1) * DAY_MS);
  const dashboard = useHostDashboard({ from, to, interval: range > 90 ? 'week' : 'day' });
  const orders = useExportHostCsv('exportOrders');
  const attendees = useExportHostCsv('exportAttendees');
  if (dashboard.error) return <ProblemPage error={dashboard.error} />;
  const data = dashboard.data;
  return (
    <Page
      title={intl.formatMessage({ id: 'host.dashboard.title' })}
      width="wide"
      actions={
        data && data.events.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            <ExportFileButton
              label={intl.formatMessage({ id: 'host.dashboard.exportOrders' })}
              file={orders}
            />
            <ExportFileButton
              label={intl.formatMessage({ id: 'host.dashboard.exportAttendees' })}
              file={attendees}
            />
          </div>
        ) : null
      }
    >
      <p className="-mt-4 mb-4 text-sm text-gray-700 dark:text-gray-300">
        <Link to="/host" className="underline">
          {intl.formatMessage({ id: 'host.back' })}
        </Link>
      </p>
      {!data ? (
        <ListSkeleton shape="cards" count={2} />
      ) : data.events.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'host.dashboard.empty' })}
          body={intl.formatMessage({ id: 'host.empty.body' })}
        />
      ) : (
        <Dashboard dashboard={data} range={range} onRange={setRange} />
      )}
    </Page>
  );
}
