import { EVENT_MESSAGES, type EventPassTypes } from '@convene/contract';
import type { RequestContext } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { requireEventViewer } from './events.service';
import { selectPackages, selectPassTypes } from './pass-types.repository';

/**
 * `GET /events/{id}/passTypes`: the public pass types on sale and the active packages, or
 * with `ticketId` that pass type alone (404 when the event has no such active one) and the
 * packages that hold it.
 */
export async function getEventPassTypes(
  ctx: RequestContext,
  eventKey: string,
  ticketId: string | undefined,
): Promise<EventPassTypes> {
  const event = await requireEventViewer(ctx, eventKey);
  const options = { ticketId, now: ctx.now.toISOString() };
  const [passTypes, packages] = await Promise.all([
    selectPassTypes(ctx.db, ctx.scope, event.id, options),
    selectPackages(ctx.db, ctx.scope, event.id, options),
  ]);
  if (ticketId && passTypes.length === 0) {
    throw new AppError('NOT_FOUND', EVENT_MESSAGES.passTypeNotFound, { field: 'ticketId' });
  }
  return { passTypes, packages };
}
