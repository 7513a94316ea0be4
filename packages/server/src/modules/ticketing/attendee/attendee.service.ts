import {
  ATTENDEE_MESSAGES as M,
  type AttendeePass,
  type Payment,
  type PassRefund,
  type Registration,
  type RegistrationPass,
} from '@convene/contract';
import {
  requireAccount,
  requireActiveAccount,
  type ActingAccount,
  type RequestContext,
} from '../../../context';
import type { Executor, Transaction } from '../../../db/client';
import { transaction } from '../../../db/retry';
import { AppError } from '../../../lib/app-error';
import { baseAccountsByIds } from '../../accounts/index';
import { requireEventRowViewer } from '../events/index';
import type { EventRow } from '../events/sql';
import {
  findRegistration,
  loadAccountCart,
  loadCart,
  type Cart,
  loadOffer,
  viewOffer,
  passToken,
  paymentsByRegistration,
  registrationOf,
  withPurchases,
  type Offer,
} from '../registration/index';
import { findHeldPass, type PassRow, type RegistrationRow } from './attendee.repository';

/*
 * The attendee's world for one request: the acting account, the event it may see, what
 * the event offers, and the account's registration (registered, or canceled with all its
 * passes). Reads build the SDK's Registration and Pass from the registration module's
 * views, so the cart and the attendee show a pass the same way.
 */

export interface AttendeeScope {
  ctx: RequestContext;
  account: ActingAccount;
  event: EventRow;
  offer: Offer;
  registration: RegistrationRow;
  /** Opened to read: the cart as it was read with the registration (nothing changes it after). */
  readCart?: Cart;
}

/**
 * The acting account's registration for the event: 404 when the event is not one it may
 * see (or of another organization), and when the account never completed a registration.
 */
export async function openAttendee(
  ctx: RequestContext,
  eventId: string,
  purpose: 'read' | 'change',
): Promise<AttendeeScope> {
  const account = purpose === 'change' ? requireActiveAccount(ctx) : requireAccount(ctx);
  const scope = ctx.scope;
  const event = await requireEventRowViewer(ctx, eventId);
  const key = { eventId: event.id, accountId: account.id };
  // A read takes the cart with the registration, in one statement; a change reads the cart
  // itself, after its own locks.
  let readCart: Cart | undefined;
  let registration: RegistrationRow | undefined;
  if (purpose === 'read') {
    readCart = await loadAccountCart(ctx.db, scope, key);
    registration = readCart?.registration;
  } else {
    registration = await findRegistration(ctx.db, scope, key);
  }
  if (!registration || !['registered', 'canceled'].includes(registration.status)) {
    throw new AppError('NOT_FOUND', M.notRegistered);
  }
  // A read shows the offer as every page of the event does; a change reads it afresh.
  const offer =
    purpose === 'read'
      ? await viewOffer(ctx, event)
      : await loadOffer(ctx.db, scope, event, ctx.now);
  return { ctx, account, event, offer, registration, ...(readCart ? { readCart } : {}) };
}

/** The pass, when the acting account holds it (404 otherwise: no one learns of others' passes). */
export async function requireHeldPass(
  db: Executor,
  as: AttendeeScope,
  passId: string,
  lock = false,
): Promise<PassRow> {
  const pass = await findHeldPass(
    db,
    as.ctx.scope,
    { eventId: as.event.id, accountId: as.account.id, passId },
    lock,
  );
  if (!pass) throw new AppError('NOT_FOUND', M.passNotFound);
  return pass;
}

/** A pass still held: not canceled (409 otherwise). */
export function requireActivePass(pass: PassRow): void {
  if (pass.status === 'canceled') throw new AppError('CONFLICT', M.passCanceled);
}

/** Runs a change of a held, active pass under its row lock (changes of a pass run one at a time). */
export function changeHeldPass<T>(
  ctx: RequestContext,
  as: AttendeeScope,
  passId: string,
  change: (tx: Transaction, pass: PassRow) => Promise<T>,
): Promise<T> {
  return transaction(ctx, async (tx) => {
    const pass = await requireHeldPass(tx, as, passId, true);
    requireActivePass(pass);
    return change(tx, pass);
  });
}

/** The SDK Registration of the attendee, as it stands. */
export async function attendeeRegistration(as: AttendeeScope): Promise<Registration> {
  const { ctx, registration, offer } = as;
  const cart = as.readCart ?? (await loadCart(ctx.db, registration));
  const [accounts, payments, bought] = await Promise.all([
    baseAccountsByIds(ctx, [registration.accountId]),
    paymentsByRegistration(ctx, [registration], cart.passes),
    withPurchases(ctx.db, cart.bought),
  ]);
  return registrationOf(cart, offer, {
    account: accounts.get(registration.accountId)!,
    payments: payments.get(registration.id) ?? [],
    bought,
  });
}

/** `GET /self/events/{id}/attendee`. */
export async function getAttendee(ctx: RequestContext, eventId: string): Promise<Registration> {
  return attendeeRegistration(await openAttendee(ctx, eventId, 'read'));
}

/** `GET …/attendee/payments/{pid}`: one of the registration's payments (404 for any other). */
export async function getAttendeePayment(
  ctx: RequestContext,
  eventId: string,
  paymentId: string,
): Promise<Payment> {
  const registration = await getAttendee(ctx, eventId);
  const payment = registration.payments.find((candidate) => candidate.id === paymentId);
  if (!payment) throw new AppError('NOT_FOUND', M.paymentNotFound);
  return payment;
}

/**
 * What canceling the pass refunds now: the share the pass type's refund schedule in force
 * allows (the highest, when several overlap; none in force: nothing) of what was paid for
 * it and not refunded yet, rounded down to the cent.
 */
export function refundNow(pass: PassRow, offer: Offer, now: Date): PassRefund {
  const passType = offer.passTypes.get(pass.passTypeId);
  if (!passType?.cancelable || pass.status === 'canceled') return { percentage: 0, amount: 0 };
  const inForce = passType.refundSchedules.filter(
    (schedule) => schedule.startDate <= now && schedule.endDate > now,
  );
  const percentage = Math.max(0, ...inForce.map((schedule) => schedule.percentage));
  const paid = Math.max(0, pass.amtPaid - pass.amtRefunded);
  return { percentage, amount: Math.floor((paid * percentage) / 100) };
}

/** The pass as the registration view shows it. */
export async function passView(as: AttendeeScope, passId: string): Promise<RegistrationPass> {
  const registration = await attendeeRegistration(as);
  const pass = registration.passes.find((candidate) => candidate.id === passId);
  if (!pass) throw new AppError('NOT_FOUND', M.passNotFound);
  return pass;
}

/** `GET …/attendee/passes/{pid}`: the pass, its QR token (while it is held) and its refund now. */
export async function getAttendeePass(
  ctx: RequestContext,
  eventId: string,
  passId: string,
): Promise<AttendeePass> {
  const as = await openAttendee(ctx, eventId, 'read');
  const row = await requireHeldPass(ctx.db, as, passId);
  const pass = await passView(as, row.id);
  const qrToken = row.status === 'canceled' ? null : await passToken(ctx.db, ctx, row, as.event);
  return { ...pass, qrToken, refund: refundNow(row, as.offer, ctx.now) };
}
