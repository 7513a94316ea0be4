import type { BaseEvent } from '@convene/contract';
import type { RequestContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { baseEventsByIds } from './sql';

/** The events notifications embed (an event announcement names its event), by id. */
export async function eventSubjects(
  ctx: RequestContext,
  ids: string[],
  db: Executor,
): Promise<Map<string, BaseEvent>> {
  const rows = await baseEventsByIds(db, ctx.scope, ids);
  return new Map(rows.map((row) => [row.id, row]));
}
