import {
  CURRENCY,
  displayName,
  HOST_DASHBOARD_MAX_DAYS,
  HOST_DASHBOARD_MESSAGES as M,
  type HostCsv,
  type HostDashboard,
  type HostDashboardInterval,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import { requireAccount } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { csvFile, type CsvValue } from '../../../lib/csv';
import {
  hostedEventFigures,
  hostedOrders,
  hostedOverTime,
  hostedPasses,
} from './host-dashboard.repository';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
/** The furthest ahead of UTC a time zone runs (Kiribati): its date is the latest "today". */
const LATEST_OFFSET_MS = 14 * 3_600_000;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The range asked for, with its defaults: a 400 naming the field when it is backwards or too long. */
function rangeOf(
  ctx: RequestContext,
  query: { from?: string; to?: string; interval: HostDashboardInterval },
) {
  const to = query.to ?? dayOf(ctx.now.getTime() + LATEST_OFFSET_MS);
  const from = query.from ?? dayOf(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (days < 0) throw new AppError('VALIDATION', M.rangeOrder, { field: 'from' });
  if (days >= HOST_DASHBOARD_MAX_DAYS) {
    throw new AppError('VALIDATION', M.rangeTooLong, { field: 'to' });
  }
  return { from, to, interval: query.interval };
}

const rate = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 1000) / 1000 : 0;

/**
 * `GET /self/host/dashboard`: the figures of the events the acting account hosts or
 * co-hosts (nothing else: a member who hosts nothing gets zeros and no events).
 */
export async function hostDashboard(
  ctx: RequestContext,
  query: { from?: string; to?: string; interval: HostDashboardInterval },
): Promise<HostDashboard> {
  const account = requireAccount(ctx);
  const range = rangeOf(ctx, query);
  const [rows, overTime] = await Promise.all([
    hostedEventFigures(ctx.db, ctx.scope, account.id),
    hostedOverTime(ctx.db, ctx.scope, account.id, range),
  ]);
  const events = rows.map(({ creatorId, eventStart, ...row }) => ({
    ...row,
    eventStart: eventStart.toISOString(),
    role: creatorId === account.id ? ('host' as const) : ('coHost' as const),
    checkInRate: rate(row.checkedIn, row.passes),
  }));
  const sum = (pick: (event: (typeof events)[number]) => number) =>
    events.reduce((total, event) => total + pick(event), 0);
  const gross = sum((event) => event.gross);
  const refunded = sum((event) => event.refunded);
  return {
    currency: CURRENCY,
    range,
    overTime,
    totals: {
      events: events.length,
      registered: sum((event) => event.registered),
      passes: sum((event) => event.passes),
      checkedIn: sum((event) => event.checkedIn),
      gross,
      refunded,
      net: gross - refunded,
      refunds: sum((event) => event.refunds),
    },
    events,
  };
}

/** Integer cents as the exports write money (`25.00`). */
const money = (cents: number) => (cents / 100).toFixed(2);
const instant = (date: Date | null) => date?.toISOString() ?? null;
const fileDay = (ctx: RequestContext) => dayOf(ctx.now.getTime());

/** `GET /self/host/orders/export`: one row per order (submitted registration). */
export async function exportHostOrders(ctx: RequestContext): Promise<HostCsv> {
  const account = requireAccount(ctx);
  const rows = await hostedOrders(ctx.db, ctx.scope, account.id);
  const lines: CsvValue[][] = [
    [
      'Event',
      'Event start',
      'Order',
      'Name',
      'Username',
      'Email',
      'Status',
      'Registered at',
      'Passes',
      'Paid',
      'Refunded',
    ],
    ...rows.map((row) => [
      row.event,
      row.eventStart.toISOString(),
      row.order,
      displayName(row.registrant),
      row.registrant.username,
      row.registrant.email,
      row.status,
      instant(row.registeredAt),
      row.passes,
      money(row.paid),
      money(row.refunded),
    ]),
  ];
  return csvFile(`orders-${fileDay(ctx)}.csv`, lines);
}

/** `GET /self/host/attendees/export`: one row per pass, named for whom it is held by. */
export async function exportHostAttendees(ctx: RequestContext): Promise<HostCsv> {
  const account = requireAccount(ctx);
  const rows = await hostedPasses(ctx.db, ctx.scope, account.id);
  const lines: CsvValue[][] = [
    [
      'Event',
      'Event start',
      'Order',
      'Pass',
      'Name',
      'Username',
      'Email',
      'Pass type',
      'Pass status',
      'Checked in at',
      'Paid',
      'Refunded',
    ],
    ...rows.map(({ holder, ...row }) => [
      row.event,
      row.eventStart.toISOString(),
      row.order,
      row.pass,
      displayName(holder),
      holder.username,
      holder.email,
      row.passType,
      row.status,
      instant(row.usedAt),
      money(row.amtPaid),
      money(row.amtRefunded),
    ]),
  ];
  return csvFile(`attendees-${fileDay(ctx)}.csv`, lines);
}
