import {
  BOOKING_MESSAGES,
  type Booking,
  type BookingDaySlots,
  type BookingPlace,
  type BookingSpace,
  type DraftBookingBody,
  type ListQuery,
  type PaymentIntent,
} from '@convene/contract';
import { requireAccount, requireActiveAccount, type RequestContext } from '../../context';
import type { Executor, Transaction } from '../../db/client';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import type { Scope } from '../../tenancy/scope';
import { createPaymentIntent, refundReferenceIn } from '../payments/index';
import {
  deleteBooking,
  findOwnBooking,
  findPlace,
  findSpace,
  heldCounts,
  holdsSupply,
  insertBooking,
  listAvailabilities,
  listBlackouts,
  listOwnBookings,
  listPlaces,
  listSpaces,
  findBooking,
  lockSpaceRow,
  updateBooking,
  type AccountScope,
  type BookingRow,
  type PlaceRow,
  type SpaceRow,
} from './bookings.repository';
import {
  HOLD_MS,
  isExpiredDraft,
  toBaseBooking,
  toBooking,
  toPlace,
  toSpace,
} from './bookings.view';
import { findSlot, slotsOfMonth, type SlotPlan } from './slots';
import type { PurposeHandler } from '../seams';
import { emitWebhook } from '../webhooks/index';

const DAY_MS = 86_400_000;

function selfScope(ctx: RequestContext): AccountScope {
  return { organizationId: ctx.organization.id, accountId: requireAccount(ctx).id };
}

export const holdAt = (now: Date) => holdsSupply(now, HOLD_MS);

export async function requirePlace(db: Executor, scope: Scope, id: string): Promise<PlaceRow> {
  const place = await findPlace(db, scope, id);
  if (!place) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.placeNotFound);
  return place;
}

export async function requireSpace(
  db: Executor,
  scope: Scope,
  placeId: string,
  id: string,
  lock = false,
): Promise<SpaceRow> {
  const space = await findSpace(db, scope, placeId, id, lock);
  if (!space) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.spaceNotFound);
  return space;
}

export async function listBookingPlaces(
  ctx: RequestContext,
  query: ListQuery,
): Promise<BookingPlace[]> {
  return (await listPlaces(ctx.db, ctx.scope, pageWindow(query))).map(toPlace);
}

export async function getBookingPlace(ctx: RequestContext, id: string): Promise<BookingPlace> {
  return toPlace(await requirePlace(ctx.db, ctx.scope, id));
}

export async function spacesWithRules(db: Executor, spaces: SpaceRow[]): Promise<BookingSpace[]> {
  const ids = spaces.map((space) => space.id);
  const [ranges, blackouts] = await Promise.all([
    listAvailabilities(db, ids),
    listBlackouts(db, ids),
  ]);
  return spaces.map((space) =>
    toSpace(
      space,
      ranges.filter((range) => range.spaceId === space.id),
      blackouts.filter((blackout) => blackout.spaceId === space.id),
    ),
  );
}

export async function listBookingSpaces(
  ctx: RequestContext,
  placeId: string,
  query: ListQuery,
): Promise<BookingSpace[]> {
  const scope = ctx.scope;
  await requirePlace(ctx.db, scope, placeId);
  return spacesWithRules(ctx.db, await listSpaces(ctx.db, scope, placeId, pageWindow(query)));
}

export async function getBookingSpace(
  ctx: RequestContext,
  placeId: string,
  id: string,
): Promise<BookingSpace> {
  const [space] = await spacesWithRules(ctx.db, [
    await requireSpace(ctx.db, ctx.scope, placeId, id),
  ]);
  return space!;
}

/** What a space's slots are computed from, blackouts read around `window`. */
async function planOf(
  db: Executor,
  place: PlaceRow,
  space: SpaceRow,
  window: { from: Date; to: Date },
): Promise<SlotPlan> {
  // One after another: `db` may be a transaction, whose one connection runs one statement at a time.
  const ranges = await listAvailabilities(db, [space.id]);
  const blackouts = await listBlackouts(db, [space.id], window);
  return {
    timezone: place.timezone,
    slotDuration: space.slotDuration,
    start: space.start,
    end: space.end,
    availabilities: ranges,
    blackouts,
  };
}

/** A month `yyyy-MM` as a window of instants wide enough for any zone. */
function monthWindow(month: string): { from: Date; to: Date } {
  const [year, index] = month.split('-').map(Number);
  return {
    from: new Date(Date.UTC(year!, index! - 1, 1) - DAY_MS),
    to: new Date(Date.UTC(year!, index!, 1) + DAY_MS),
  };
}

/**
 * `GET …/spaces/{id}/slots?firstDayOfMonth=`: every day of the month in the place's zone,
 * each with its free slots (not started, outside blackouts, supply left), `supply` being
 * how many bookings each still takes.
 */
export async function getBookingSlots(
  ctx: RequestContext,
  placeId: string,
  spaceId: string,
  month: string,
): Promise<BookingDaySlots[]> {
  const scope = ctx.scope;
  const place = await requirePlace(ctx.db, scope, placeId);
  const space = await requireSpace(ctx.db, scope, placeId, spaceId);
  const window = monthWindow(month);
  const [plan, held] = await Promise.all([
    planOf(ctx.db, place, space, window),
    heldCounts(ctx.db, space.id, window, holdAt(ctx.now)),
  ]);
  return slotsOfMonth(plan, month).map(({ day, slots }) => ({
    day,
    slots: slots.flatMap((slot) => {
      const left = space.supply - (held.get(slot.startsAt.getTime()) ?? 0);
      if (slot.startsAt <= ctx.now || left <= 0) return [];
      return [
        {
          time: slot.time,
          supply: left,
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
        },
      ];
    }),
  }));
}

async function bookingView(ctx: RequestContext, id: string): Promise<Booking> {
  const row = await findOwnBooking(ctx.db, selfScope(ctx), id);
  if (!row) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
  return toBooking(row, ctx.now);
}

/**
 * `POST …/spaces/{id}/slots {day, time}`: drafts a booking of a free slot, holding it 2
 * hours. The space's row is locked while the slot's holders are counted and the draft is
 * written, so concurrent drafts queue and the supply is never exceeded.
 */
export async function draftBooking(
  ctx: RequestContext,
  placeId: string,
  spaceId: string,
  body: DraftBookingBody,
): Promise<Booking> {
  const account = requireActiveAccount(ctx);
  const scope = ctx.scope;
  const place = await requirePlace(ctx.db, scope, placeId);
  const id = await transaction(ctx, async (tx) => {
    const space = await requireSpace(tx, scope, placeId, spaceId, true);
    const day = new Date(`${body.day}T12:00:00Z`);
    const plan = await planOf(tx, place, space, {
      from: new Date(day.getTime() - 2 * DAY_MS),
      to: new Date(day.getTime() + 2 * DAY_MS),
    });
    const slot = findSlot(plan, body.day, body.time);
    if (!slot || slot.startsAt <= ctx.now) {
      throw new AppError('VALIDATION', BOOKING_MESSAGES.noSuchSlot, { field: 'time' });
    }
    const held = await heldCounts(
      tx,
      space.id,
      { from: slot.startsAt, to: new Date(slot.startsAt.getTime() + 1) },
      holdAt(ctx.now),
    );
    if ((held.get(slot.startsAt.getTime()) ?? 0) >= space.supply) {
      throw new AppError('CONFLICT', BOOKING_MESSAGES.slotTaken, { field: 'time' });
    }
    const row = await insertBooking(tx, {
      organizationId: scope.organizationId,
      accountId: account.id,
      placeId: place.id,
      spaceId: space.id,
      day: slot.day,
      time: slot.time,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      duration: space.slotDuration,
      price: space.price,
      status: 'draft',
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    return row.id;
  });
  return bookingView(ctx, id);
}

export async function listSelfBookings(
  ctx: RequestContext,
  query: ListQuery & { past?: boolean | undefined; placeId?: string | undefined },
): Promise<Booking[]> {
  const rows = await listOwnBookings(
    ctx.db,
    selfScope(ctx),
    { past: query.past, placeId: query.placeId, now: ctx.now, hold: holdAt(ctx.now) },
    pageWindow(query),
  );
  return rows.map((row) => toBooking(row, ctx.now));
}

export function getSelfBooking(ctx: RequestContext, id: string): Promise<Booking> {
  return bookingView(ctx, id);
}

/** A held draft, else the expired message or a conflict (no longer a draft). */
function requireHeldDraft(booking: BookingRow, now: Date): void {
  if (booking.status !== 'draft') throw new AppError('CONFLICT', BOOKING_MESSAGES.notDraft);
  if (isExpiredDraft(booking, now)) throw new AppError('CONFLICT', BOOKING_MESSAGES.expired);
}

/**
 * Locks a booking for a change of state: its space's row first (the lock drafts take), so
 * a confirmation at the hold's end and a new draft of the same slot never both count it,
 * then the booking's own.
 */
async function lockForChange(
  tx: Executor,
  scope: Scope,
  id: string,
  accountId?: string,
): Promise<BookingRow> {
  const peek = await findBooking(tx, scope, id);
  if (!peek || (accountId && peek.accountId !== accountId)) {
    throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
  }
  await lockSpaceRow(tx, scope, peek.spaceId);
  const booking = await findBooking(tx, scope, id, true);
  if (!booking) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
  return booking;
}

/** `GET /bookings/{id}/intent?addressId=`: the intent to pay a held, priced draft. */
export async function getBookingIntent(
  ctx: RequestContext,
  id: string,
  addressId: string | undefined,
): Promise<PaymentIntent> {
  const account = requireActiveAccount(ctx);
  const row = await findOwnBooking(ctx.db, selfScope(ctx), id);
  if (!row) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
  requireHeldDraft(row.booking, ctx.now);
  if (row.booking.price === 0) throw new AppError('CONFLICT', BOOKING_MESSAGES.free);
  return createPaymentIntent(ctx, {
    purpose: 'booking',
    referenceId: id,
    accountId: account.id,
    addressId,
    subTotal: row.booking.price,
    description: `Booking #${row.booking.alternateId}: ${row.space.name}, ${row.booking.day} ${row.booking.time}`,
    metadata: { bookingId: id },
  });
}

/** The booking confirmed (free, or paid for), told to the webhooks in the same transaction. */
async function confirmed(tx: Transaction, ctx: RequestContext, booking: BookingRow): Promise<void> {
  await updateBooking(tx, booking.id, {
    status: 'confirmed',
    confirmedAt: ctx.now,
    updatedAt: ctx.now,
  });
  const data = {
    booking: {
      id: booking.id,
      number: booking.alternateId,
      spaceId: booking.spaceId,
      accountId: booking.accountId,
      day: booking.day,
      time: booking.time,
      startsAt: booking.startsAt.toISOString(),
      price: booking.price,
      confirmedAt: ctx.now.toISOString(),
    },
  };
  await emitWebhook(ctx, tx, 'booking.confirmed', data);
}

/** `POST /bookings/{id}`: confirms a free draft while its hold lasts. */
export async function confirmBooking(ctx: RequestContext, id: string): Promise<Booking> {
  const account = requireActiveAccount(ctx);
  const scope = ctx.scope;
  await transaction(ctx, async (tx) => {
    const booking = await lockForChange(tx, scope, id, account.id);
    requireHeldDraft(booking, ctx.now);
    if (booking.price > 0) throw new AppError('CONFLICT', BOOKING_MESSAGES.mustPay);
    await confirmed(tx, ctx, booking);
  });
  return bookingView(ctx, id);
}

/**
 * `DELETE /bookings/{id}`: a draft (held or not) is deleted (answers null); a confirmed
 * booking that has not started is canceled, what was paid for it refunded through the
 * provider that charged it, and answered.
 */
export async function removeBooking(ctx: RequestContext, id: string): Promise<Booking | null> {
  const account = requireActiveAccount(ctx);
  const scope = ctx.scope;
  const deleted = await transaction(ctx, async (tx) => {
    const booking = await lockForChange(tx, scope, id, account.id);
    if (booking.status === 'draft') {
      await deleteBooking(tx, id);
      return true;
    }
    if (booking.status === 'canceled') throw new AppError('CONFLICT', BOOKING_MESSAGES.canceled);
    if (booking.startsAt <= ctx.now) throw new AppError('CONFLICT', BOOKING_MESSAGES.started);
    await updateBooking(tx, id, { status: 'canceled', canceledAt: ctx.now, updatedAt: ctx.now });
    await refundReferenceIn(tx, ctx, {
      purpose: 'booking',
      referenceId: id,
      amount: Number.MAX_SAFE_INTEGER,
    });
    return false;
  });
  return deleted ? null : bookingView(ctx, id);
}

/**
 * Settles bookings paid through the payments module: the space's row and the booking are
 * locked, the draft must still be held (else 'Booking has expired') and cost
 * what the intent charges; it is confirmed in the capture's transaction.
 */
export const bookingPurpose: PurposeHandler = {
  async subject(db, scope, referenceId, now) {
    const booking = await findBooking(db, scope, referenceId);
    return booking ? { booking: toBaseBooking(booking, now) } : {};
  },
  async prepare(tx, ctx, intent) {
    const scope = ctx.scope;
    const booking = await lockForChange(tx, scope, intent.referenceId);
    requireHeldDraft(booking, ctx.now);
    if (booking.price !== intent.subTotal) {
      throw new AppError('CONFLICT', 'This booking changed: please pay it again');
    }
  },
  async captured(tx, ctx, intent) {
    // Locked by `prepare`, in this transaction.
    const booking = await findBooking(tx, ctx.scope, intent.referenceId);
    if (!booking) throw new AppError('NOT_FOUND', BOOKING_MESSAGES.notFound);
    await confirmed(tx, ctx, booking);
  },
};
