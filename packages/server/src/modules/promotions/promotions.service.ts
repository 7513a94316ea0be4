import type { Account, Advertisement, Benefit, BaseEvent, ListQuery } from '@convene/contract';
import { requireAccount, requireModule, type RequestContext } from '../../context';
import { pageWindow, parseOrderBy } from '../../lib/envelope';
import { accountsByIds } from '../accounts/index';
import { baseEventsByIds } from '../ticketing/sql';
import {
  listBenefits,
  pickAdvertisement,
  type AdvertisementRow,
  type BenefitRow,
} from './promotions.repository';

function toAdvertisement(row: AdvertisementRow): Advertisement {
  return {
    id: row.id,
    type: row.type,
    link: row.link,
    image: row.image ?? null,
    title: row.title,
    description: row.description,
  };
}

function toBenefit(
  row: BenefitRow,
  events: ReadonlyMap<string, BaseEvent>,
  managers: ReadonlyMap<string, Account>,
): Benefit {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image ?? null,
    link: row.link,
    priority: row.priority,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    eventId: row.eventId,
    event: (row.eventId && events.get(row.eventId)) || null,
    managerId: row.managerId,
    manager: (row.managerId && managers.get(row.managerId)) || null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /advertisement: one live ad by weight, or null when the organization runs none. */
export async function currentAdvertisement(ctx: RequestContext): Promise<Advertisement | null> {
  requireModule(ctx, 'advertisements');
  const row = await pickAdvertisement(ctx.db, ctx.scope, ctx.now);
  return row ? toAdvertisement(row) : null;
}

/** GET /benefits: live member benefits, highest priority first; signed-in accounts only. */
export async function benefitList(ctx: RequestContext, query: ListQuery): Promise<Benefit[]> {
  requireModule(ctx, 'benefits');
  requireAccount(ctx);
  const order = parseOrderBy(query.orderBy, ['priority', 'title', 'startDate', 'createdAt'], {
    field: 'priority',
    direction: 'desc',
  });
  const rows = await listBenefits(ctx.db, ctx.scope, {
    now: ctx.now,
    search: query.search,
    order,
    ...pageWindow(query),
  });
  const ids = (pick: (row: BenefitRow) => string | null) => [
    ...new Set(rows.flatMap((row) => pick(row) ?? [])),
  ];
  const [events, managers] = await Promise.all([
    baseEventsByIds(
      ctx.db,
      ctx.scope,
      ids((row) => row.eventId),
    ),
    accountsByIds(
      ctx,
      ids((row) => row.managerId),
    ),
  ]);
  const eventsById = new Map(events.map((event) => [event.id, event]));
  return rows.map((row) => toBenefit(row, eventsById, managers));
}
