import type { BaseActivity } from '@convene/contract';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { selectActivitiesByIds } from './activities.repository';
import { toBaseActivity } from './activity-view';

/** The activities notifications embed (short form), by id: the loader this module declares. */
export async function activitySubjects(
  ctx: RequestContext,
  ids: string[],
  db: Executor,
): Promise<Map<string, BaseActivity>> {
  const rows = await selectActivitiesByIds(db, ctx.scope, ids);
  return new Map(rows.map((row) => [row.id, toBaseActivity(row)]));
}
