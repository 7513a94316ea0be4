import {
  EVENT_MESSAGES,
  type Event,
  type ListQuery,
  type PastEventsQuery,
  type Series,
} from '@convene/contract';
import { requireModule, type RequestContext } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { pageWindow } from '../../../lib/envelope';
import type { Paged } from '../../../lib/keyset';
import { listSeriesEvents } from './events.service';
import { findSeries, selectSeries, type SeriesRow } from './series.repository';

function toSeries(row: SeriesRow): Series {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sortOrder: row.sortOrder,
    description: row.description,
    image: row.image ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function requireSeries(ctx: RequestContext, key: string): Promise<SeriesRow> {
  requireModule(ctx, 'events');
  const row = await findSeries(ctx.db, ctx.scope, key);
  if (!row) throw new AppError('NOT_FOUND', EVENT_MESSAGES.seriesNotFound);
  return row;
}

export async function listSeries(ctx: RequestContext, query: ListQuery): Promise<Series[]> {
  requireModule(ctx, 'events');
  const rows = await selectSeries(ctx.db, ctx.scope, query.search, pageWindow(query));
  return rows.map(toSeries);
}

export async function getSeries(ctx: RequestContext, key: string): Promise<Series> {
  return toSeries(await requireSeries(ctx, key));
}

/** The public events of a series, by the catalogue's rules, each in full (the SDK's Event). */
export async function listEventsOfSeries(
  ctx: RequestContext,
  key: string,
  query: PastEventsQuery,
): Promise<Paged<Event>> {
  const row = await requireSeries(ctx, key);
  return listSeriesEvents(ctx, row.id, query);
}
