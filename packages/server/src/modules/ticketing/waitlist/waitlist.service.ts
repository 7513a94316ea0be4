import {
  EVENT_MESSAGES,
  WAITLIST_MESSAGES as M,
  type JoinWaitlistBody,
  type WaitlistEntry,
} from '@convene/contract';
import { requireAccount, requireActiveAccount, type RequestContext } from '../../../context';
import { transaction } from '../../../db/retry';
import { AppError } from '../../../lib/app-error';
import { requireEventViewer } from '../events/index';
import { eventRowById, type EventRow } from '../events/sql';
import {
  capacityLeft,
  findRegistration,
  loadOffer,
  requireRegistrationOpen,
  type Offer,
} from '../registration/index';
import {
  entriesOf,
  joinLine,
  lockLiveEntry,
  updateEntry,
  waitingBefore,
  type WaitlistRow,
} from './waitlist.repository';

/*
 * `/self/events/{id}/waitlist` (decision 0024): a member joins the line of a sold-out pass
 * type of an event open for registration, reads their entries, and leaves a line.
 */

interface WaitlistScope {
  ctx: RequestContext;
  accountId: string;
  event: EventRow;
  offer: Offer;
}

async function openWaitlist(
  ctx: RequestContext,
  eventId: string,
  purpose: 'read' | 'change',
): Promise<WaitlistScope> {
  const account = purpose === 'change' ? requireActiveAccount(ctx) : requireAccount(ctx);
  const scope = ctx.scope;
  const access = await requireEventViewer(ctx, eventId);
  const event = await eventRowById(ctx.db, scope, access.id);
  if (!event) throw new AppError('NOT_FOUND', EVENT_MESSAGES.eventNotFound);
  const offer = await loadOffer(ctx.db, scope, event, ctx.now);
  return { ctx, accountId: account.id, event, offer };
}

async function entryOf(ws: WaitlistScope, row: WaitlistRow): Promise<WaitlistEntry> {
  // An offer whose hold lapsed reads as expired before the sweeper settles it.
  const lapsed =
    row.status === 'offered' && row.offerExpiresAt !== null && row.offerExpiresAt <= ws.ctx.now;
  return {
    id: row.id,
    eventId: row.eventId,
    passTypeId: row.passTypeId,
    passType: {
      id: row.passTypeId,
      name: ws.offer.passTypes.get(row.passTypeId)?.name ?? '',
    },
    status: lapsed ? 'expired' : row.status,
    position: row.status === 'waiting' ? (await waitingBefore(ws.ctx.db, row)) + 1 : null,
    offeredAt: row.offeredAt?.toISOString() ?? null,
    offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `GET …/waitlist`: the member's entries for the event, newest first. */
export async function listWaitlist(ctx: RequestContext, eventId: string): Promise<WaitlistEntry[]> {
  const ws = await openWaitlist(ctx, eventId, 'read');
  const rows = await entriesOf(ctx.db, ws.ctx.scope, ws.event.id, ws.accountId);
  const entries: WaitlistEntry[] = [];
  for (const row of rows) entries.push(await entryOf(ws, row));
  return entries;
}

/**
 * `POST …/waitlist {passTypeId}`: only a pass type on sale and sold out (409 otherwise:
 * register it now), for a member not registered for the event; joining again answers the
 * entry already in line.
 */
export async function joinWaitlist(
  ctx: RequestContext,
  eventId: string,
  body: JoinWaitlistBody,
): Promise<WaitlistEntry> {
  const ws = await openWaitlist(ctx, eventId, 'change');
  requireRegistrationOpen(ws.event, ctx.now);
  const passType = ws.offer.passTypes.get(body.passTypeId);
  if (!passType?.active) {
    throw new AppError('NOT_FOUND', M.passTypeNotFound, { field: 'passTypeId' });
  }
  const registration = await findRegistration(ctx.db, ws.ctx.scope, {
    eventId: ws.event.id,
    accountId: ws.accountId,
  });
  if (registration?.status === 'registered') throw new AppError('CONFLICT', M.alreadyRegistered);
  const left = await capacityLeft(ctx.db, ws.ctx.scope, 'passType', passType.id);
  if (left === null || left > 0) {
    throw new AppError('CONFLICT', M.notSoldOut, { field: 'passTypeId' });
  }
  const row = await joinLine(ctx.db, {
    organizationId: ws.ctx.scope.organizationId,
    eventId: ws.event.id,
    passTypeId: passType.id,
    accountId: ws.accountId,
  });
  return entryOf(ws, row);
}

/**
 * `DELETE …/waitlist/{passTypeId}`: out of the line. An offer already made stays in the
 * member's cart until they remove it or its hold lapses; then it goes to the next.
 */
export async function leaveWaitlist(
  ctx: RequestContext,
  eventId: string,
  passTypeId: string,
): Promise<null> {
  const ws = await openWaitlist(ctx, eventId, 'change');
  await transaction(ctx, async (tx) => {
    const entry = await lockLiveEntry(tx, ws.ctx.scope, {
      eventId: ws.event.id,
      passTypeId,
      accountId: ws.accountId,
    });
    if (!entry) throw new AppError('NOT_FOUND', M.notOnWaitlist);
    await updateEntry(tx, entry.id, { status: 'left' });
  });
  return null;
}
