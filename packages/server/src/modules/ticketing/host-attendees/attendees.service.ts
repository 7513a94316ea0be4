import {
  displayName,
  formatText,
  HOST_ATTENDEE_MESSAGES as M,
  type CheckInScan,
  type ListingAttendee,
  type ListingAttendeesQuery,
  type ListingPass,
  type ListingPassesQuery,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { transaction } from '../../../db/retry';
import { AppError } from '../../../lib/app-error';
import { listWindow, pageOf, type Paged } from '../../../lib/keyset';
import { TokenRejected } from '../../../identity/keys';
import { requireEventHost } from '../listings/index';
import { paymentsByRegistration, verifyPassToken } from '../registration/index';
import { passWebhookData } from '../registration/sql';
import { emitWebhook } from '../../webhooks/index';
import { toAttendee, toListingPass, type AttendeeEmbeds } from './attendee-view';
import {
  ATTENDEE_ORDER,
  clearCheckIn,
  findAttendeeRow,
  findPassRow,
  findPassRowByNumber,
  listAttendeeRows,
  listPassRows,
  markCheckedIn,
  passDetailsOf,
  PASS_ORDER,
  type PassDetailRow,
  type PassListRow,
  type RegistrationRow,
} from './attendees.repository';
import { loadEmbeds } from './embeds';
import { findEventBasics } from './events.repository';

/*
 * Attendees, passes and check-in (check-in done and undone per pass). Every
 * function starts with requireEventHost: 404 for another organization's event, 403 for
 * whoever is neither its host nor a co-host.
 */

export async function listAttendees(
  ctx: RequestContext,
  eventId: string,
  query: ListingAttendeesQuery,
): Promise<Paged<ListingAttendee>> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const window = listWindow(query, ATTENDEE_ORDER);
  const rows = await listAttendeeRows(ctx.db, scope, eventId, query, window);
  const passes = await passDetailsOf(ctx.db, scope, {
    registrationIds: rows.map((row) => row.registration.id),
  });
  const embeds = await attendeeEmbeds(ctx, eventId, rows, passes);
  return pageOf(rows, window, (row) => toAttendee(row, passes, embeds));
}

/** What a page of attendees embeds: the offer, its registrations' parts and payments. */
async function attendeeEmbeds(
  ctx: RequestContext,
  eventId: string,
  rows: readonly { registration: RegistrationRow }[],
  details: readonly PassDetailRow[],
): Promise<AttendeeEmbeds> {
  const registrations = rows.map((row) => row.registration);
  const passes = details.map((detail) => detail.pass);
  const [embeds, payments] = await Promise.all([
    loadEmbeds(ctx, eventId, { registrations, passes }),
    paymentsByRegistration(ctx, registrations, passes),
  ]);
  return { ...embeds, payments };
}

/** What a page of passes embeds: the offer and the parts of the passes. */
function passEmbeds(ctx: RequestContext, eventId: string, details: readonly PassDetailRow[]) {
  return loadEmbeds(ctx, eventId, {
    registrations: [],
    passes: details.map((detail) => detail.pass),
  });
}

export async function getAttendee(
  ctx: RequestContext,
  eventId: string,
  accountId: string,
): Promise<ListingAttendee> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const row = await findAttendeeRow(ctx.db, scope, eventId, accountId);
  if (!row) throw new AppError('NOT_FOUND');
  const passes = await passDetailsOf(ctx.db, scope, { registrationIds: [row.registration.id] });
  return toAttendee(row, passes, await attendeeEmbeds(ctx, eventId, [row], passes));
}

async function listingPassOf(db: Executor, ctx: RequestContext, row: PassListRow) {
  const [detail] = await passDetailsOf(db, ctx.scope, { passIds: [row.passId] });
  if (!detail) throw new AppError('NOT_FOUND');
  return toListingPass(row, detail, await passEmbeds(ctx, row.registration.eventId, [detail]));
}

/**
 * Checks the pass in when it can be (false: canceled, or in already) and tells the webhooks
 * of it, in one transaction.
 */
async function checkInOnce(ctx: RequestContext, passId: string, byAccountId: string) {
  return transaction(ctx, async (tx) => {
    const pass = await markCheckedIn(tx, ctx.scope, passId, {
      accountId: byAccountId,
      at: ctx.now,
    });
    if (!pass) return false;
    const data = { pass: passWebhookData(pass), checkedInById: byAccountId };
    await emitWebhook(ctx, tx, 'pass.checkedIn', data);
    return true;
  });
}

/** The pass of the event (of `accountId` when given), or 404. */
export async function requirePass(
  ctx: RequestContext,
  eventId: string,
  passId: string,
  accountId?: string,
): Promise<PassListRow> {
  const row = await findPassRow(ctx.db, ctx.scope, eventId, passId, accountId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function listPasses(
  ctx: RequestContext,
  eventId: string,
  query: ListingPassesQuery,
): Promise<Paged<ListingPass>> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const window = listWindow(query, PASS_ORDER);
  const rows = await listPassRows(ctx.db, scope, eventId, query, window);
  const details = await passDetailsOf(ctx.db, scope, { passIds: rows.map((row) => row.passId) });
  const byId = new Map(details.map((detail) => [detail.pass.id, detail]));
  const embeds = await passEmbeds(ctx, eventId, details);
  return pageOf(rows, window, (row) => toListingPass(row, byId.get(row.passId)!, embeds));
}

export async function getPass(
  ctx: RequestContext,
  eventId: string,
  passId: string,
): Promise<ListingPass> {
  await requireEventHost(ctx.db, ctx, eventId);
  return listingPassOf(ctx.db, ctx, await requirePass(ctx, eventId, passId));
}

/**
 * Checks the pass in, idempotently: a pass already checked in keeps its first check-in
 * (who and when). A canceled pass is refused (409 'This pass was canceled').
 */
export async function checkIn(
  ctx: RequestContext,
  eventId: string,
  accountId: string,
  passId: string,
): Promise<ListingPass> {
  const host = await requireEventHost(ctx.db, ctx, eventId);
  const row = await requirePass(ctx, eventId, passId, accountId);
  const checkedIn = await checkInOnce(ctx, passId, host.account.id);
  const pass = await listingPassOf(ctx.db, ctx, row);
  if (!checkedIn && pass.status === 'canceled') throw new AppError('CONFLICT', M.passCanceled);
  return pass;
}

/** Undoes the check-in of the pass (nothing to undo: the pass as it is). */
export async function undoCheckIn(
  ctx: RequestContext,
  eventId: string,
  accountId: string,
  passId: string,
): Promise<ListingPass> {
  await requireEventHost(ctx.db, ctx, eventId);
  const row = await requirePass(ctx, eventId, passId, accountId);
  await clearCheckIn(ctx.db, ctx.scope, passId);
  return listingPassOf(ctx.db, ctx, row);
}

function timeOf(ctx: RequestContext, at: Date, timeZone: string | null): string {
  const options: Intl.DateTimeFormatOptions = {
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  };
  try {
    return new Intl.DateTimeFormat(ctx.locale, options).format(at);
  } catch {
    return new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(at);
  }
}

/** A pass number as typed at the door: `1234` or `#1234`. */
const PASS_NUMBER = /^#?(\d{1,9})$/;

/**
 * The pass a scanned QR code names (a pass token the organization signed): its row, or
 * the answer when it is another event's; 400 when it is no pass of the organization.
 */
async function passOfToken(
  ctx: RequestContext,
  eventId: string,
  token: string,
): Promise<PassListRow | CheckInScan> {
  let claims;
  try {
    claims = await verifyPassToken(ctx, token);
  } catch (error) {
    if (error instanceof TokenRejected) {
      throw new AppError('VALIDATION', M.invalidToken, { field: 'token' });
    }
    throw error;
  }
  const event = await findEventBasics(ctx.db, ctx.scope, claims.eventId);
  if (!event) throw new AppError('VALIDATION', M.invalidToken, { field: 'token' });
  if (event.id !== eventId) {
    return {
      outcome: 'otherEvent',
      warning: formatText(M.otherEvent, { event: event.name }),
      name: null,
      passType: null,
      pass: null,
    };
  }
  const row = await findPassRow(ctx.db, ctx.scope, eventId, claims.passId);
  if (!row) throw new AppError('VALIDATION', M.invalidToken, { field: 'token' });
  return row;
}

/**
 * The door: the pass a QR code names, or the pass number shown on the pass typed in (of
 * this event only), checked in if it can be, with the attendee's name, the pass type and
 * why not when it was not.
 */
export async function scanPass(
  ctx: RequestContext,
  eventId: string,
  token: string,
): Promise<CheckInScan> {
  const host = await requireEventHost(ctx.db, ctx, eventId);
  const number = PASS_NUMBER.exec(token.trim());
  const found = number
    ? await findPassRowByNumber(ctx.db, ctx.scope, eventId, Number(number[1]))
    : await passOfToken(ctx, eventId, token);
  if (!found) throw new AppError('VALIDATION', M.invalidToken, { field: 'token' });
  if ('outcome' in found) return found;
  const row = found;
  const event = await findEventBasics(ctx.db, ctx.scope, eventId);
  if (!event) throw new AppError('NOT_FOUND');
  const checkedIn = await checkInOnce(ctx, row.passId, host.account.id);
  const pass = await listingPassOf(ctx.db, ctx, row);
  const seen = { name: displayName(row.account), passType: pass.ticket.name, pass };
  if (checkedIn) return { outcome: 'checkedIn', warning: null, ...seen };
  if (pass.status === 'canceled') return { outcome: 'canceled', warning: M.passCanceled, ...seen };
  const time = timeOf(ctx, new Date(pass.usedAt ?? ctx.now), event.timezone);
  return {
    outcome: 'alreadyCheckedIn',
    warning: formatText(M.alreadyCheckedIn, { time }),
    ...seen,
  };
}
