import {
  LISTING_HOST_ITEM_MESSAGES as M,
  LISTING_ITEM_MESSAGES,
  type SessionRegistrationSettings,
  type SessionRegistrationSettingsBody,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import { transaction } from '../../../db/retry';
import { AppError } from '../../../lib/app-error';
import { eventSessionById, type EventSessionRow } from '../events/sql';
import { requireEventHost } from './access';
import { eventPassTypeIds } from './catalogue.repository';
import { readIdLinks, SESSION_PASS_TYPES, writeIdLinks } from './id-links';
import { defined, validation } from './listing-core';
import { updateSession } from './program.repository';

/*
 * A session's registration settings (decision 0020), written by the listing's hosts:
 * whether the session takes registration, its price, its seats (never fewer than those
 * sold and held, 409, checked in the update itself) and the pass types that open it. Registration closes by itself
 * when the session starts: `closed` reads that, nothing writes it.
 */

function settingsOf(
  session: EventSessionRow,
  passTypeIds: string[],
  now: Date,
): SessionRegistrationSettings {
  const taken = session.sold + session.reserved;
  return {
    sessionId: session.id,
    registrationEnabled: session.registrationEnabled,
    closed: now.getTime() >= session.startTime.getTime(),
    price: session.price,
    seats: session.supply,
    taken,
    available: session.supply === null ? null : Math.max(0, session.supply - taken),
    passTypeIds,
  };
}

async function readSettings(ctx: RequestContext, eventId: string, sessionId: string) {
  const scope = ctx.scope;
  const session = await eventSessionById(ctx.db, scope, eventId, sessionId);
  if (!session) throw new AppError('NOT_FOUND', M.sessionNotFound);
  const links = await readIdLinks(ctx.db, scope, SESSION_PASS_TYPES, [sessionId]);
  return settingsOf(session, links.get(sessionId) ?? [], ctx.now);
}

/** `GET /listings/{eventId}/sessions/{sessionId}/registration`. */
export async function sessionRegistrationSettings(
  ctx: RequestContext,
  eventId: string,
  sessionId: string,
): Promise<SessionRegistrationSettings> {
  await requireEventHost(ctx.db, ctx, eventId);
  return readSettings(ctx, eventId, sessionId);
}

/** `PUT …/registration`: what the body names changes; the rest stays. */
export async function updateSessionRegistrationSettings(
  ctx: RequestContext,
  eventId: string,
  sessionId: string,
  body: SessionRegistrationSettingsBody,
): Promise<SessionRegistrationSettings> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  if (body.passTypeIds) {
    const found = await eventPassTypeIds(ctx.db, scope, eventId, body.passTypeIds);
    if (body.passTypeIds.some((id) => !found.has(id))) {
      throw new AppError('NOT_FOUND', LISTING_ITEM_MESSAGES.passTypeNotFound, {
        field: 'passTypeIds',
      });
    }
  }
  const session = await eventSessionById(ctx.db, scope, eventId, sessionId);
  if (!session) throw new AppError('NOT_FOUND', M.sessionNotFound);
  if (body.registrationEnabled && session.nonSession) {
    throw validation(M.notASession, 'registrationEnabled');
  }
  const changes = defined({
    registrationEnabled: body.registrationEnabled,
    price: body.price,
    supply: body.seats,
  });
  await transaction(ctx, async (tx) => {
    // Seats are checked against what is taken in the update itself: a registration taking
    // a seat meanwhile is counted, never pushed past the new number.
    if (Object.keys(changes).length > 0 && !(await updateSession(tx, scope, sessionId, changes))) {
      throw new AppError('CONFLICT', M.seatsBelowTaken, { field: 'seats' });
    }
    if (body.passTypeIds) {
      await writeIdLinks(tx, scope, SESSION_PASS_TYPES, sessionId, [...new Set(body.passTypeIds)]);
    }
  });
  return readSettings(ctx, eventId, sessionId);
}
