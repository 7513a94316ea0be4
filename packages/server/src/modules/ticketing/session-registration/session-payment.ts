import { SESSION_REGISTRATION_MESSAGES as M, type PaymentIntent } from '@convene/contract';
import type { RequestContext } from '../../../context';
import type { Transaction } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { eventSessionById } from '../events/sql';
import { createPaymentIntent } from '../../payments/index';
import { draftsOf, refreshAccessStatus } from './accesses.repository';
import { isPaid, requireSession } from './session-registration.service';
import { takeSeats } from './sessions.repository';
import type { PurposeHandler, PurposeIntent } from '../../seams';

/*
 * Paying for a session (purpose `session`): the intent charges the session's price for
 * each of the caller's draft passes; the capture takes their seats before the provider
 * charges (a full session refuses it, nothing charged) and registers them.
 */

const PASSES_KEY = 'passIds';

/** `GET …/registration/intent?addressId`: the intent for the caller's unpaid passes. */
export async function sessionIntent(
  ctx: RequestContext,
  eventId: string,
  sessionId: string,
  addressId: string | undefined,
): Promise<PaymentIntent> {
  const { scope, session, accountId } = await requireSession(ctx, eventId, sessionId, {
    open: true,
  });
  if (!isPaid(session)) throw new AppError('VALIDATION', M.free);
  const drafts = await draftsOf(ctx.db, scope, session.id, accountId, { lock: false });
  if (drafts.length === 0) throw new AppError('VALIDATION', M.nothingToPay, { field: 'passes' });
  return createPaymentIntent(ctx, {
    purpose: 'session',
    referenceId: session.id,
    accountId,
    addressId,
    subTotal: session.price! * drafts.length,
    description: session.name,
    eventId: session.eventId,
    metadata: { [PASSES_KEY]: drafts.map((draft) => draft.passId).join(',') },
  });
}

/** The drafts the intent pays for, locked, when they are still exactly what it priced. */
async function lockedDrafts(tx: Transaction, ctx: RequestContext, intent: PurposeIntent) {
  const scope = ctx.scope;
  const session = intent.eventId
    ? await eventSessionById(tx, scope, intent.eventId, intent.referenceId)
    : undefined;
  if (!session) throw new AppError('NOT_FOUND', M.sessionNotFound);
  const drafts = await draftsOf(tx, scope, session.id, intent.accountId, { lock: true });
  const paidFor = intent.metadata[PASSES_KEY] ?? '';
  const same =
    drafts.map((draft) => draft.passId).join(',') === paidFor &&
    (session.price ?? 0) * drafts.length === intent.subTotal;
  return { scope, session, drafts, same };
}

export const sessionPurpose: PurposeHandler = {
  async prepare(tx, ctx, intent) {
    const { scope, session, drafts, same } = await lockedDrafts(tx, ctx, intent);
    if (!same) throw new AppError('CONFLICT', M.changed);
    if (!(await takeSeats(tx, scope, session.id, drafts.length))) {
      throw new AppError('CONFLICT', M.full);
    }
  },
  async captured(tx, ctx, intent) {
    const { scope, drafts } = await lockedDrafts(tx, ctx, intent);
    await refreshAccessStatus(
      tx,
      scope,
      drafts.map((draft) => draft.id),
      true,
    );
  },
};
