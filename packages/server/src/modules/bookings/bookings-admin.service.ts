import {
  BOOKING_ADMIN_MESSAGES,
  type BookingBlackoutBody,
  type BookingPlace,
  type BookingPlaceBody,
  type BookingSpace,
  type BookingSpaceBody,
  type SpaceBooking,
  type SpaceBookingsQuery,
} from '@convene/contract';
import { requireAdmin, type RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import type { Scope } from '../../tenancy/scope';
import { baseAccountsByIds } from '../accounts/index';
import { slugOf, uniqueSlug } from '../../lib/slug';
import {
  deleteBlackout,
  deletePlaceRow,
  deleteSpaceRow,
  insertBlackout,
  listAvailabilities,
  listBlackouts,
  listSpaceBookings,
  lockPlaceSpaces,
  placeSlugTaken,
  replaceAvailabilities,
  spaceSlugTaken,
  upcomingStanding,
  updatePlaceRow,
  updateSpaceRow,
  type PlaceRow,
  type SpaceRow,
} from './bookings.repository';
import { holdAt, requirePlace, requireSpace, spacesWithRules } from './bookings.service';
import { HOLD_MS, heldUntil, isExpiredDraft, toPlace } from './bookings.view';
import { createBookingPlace, createBookingSpace } from './places.service';
import { findSlot } from './slots';
import { isTimeZone } from '../../lib/zoned-time';

/*
 * Staff tools (organization administrators): places, spaces with their week and blackouts,
 * a space's bookings. A change never strands an upcoming confirmed booking: a deletion, a
 * new week, supply, slot length, zone or blackout that would leave one without its slot is
 * refused with 409 and nothing is written (decision 0043).
 */

function invalid(message: string, field: string): AppError {
  return new AppError('VALIDATION', message, { field });
}

function checkTimeZone(zone: string): void {
  if (!isTimeZone(zone)) throw invalid(BOOKING_ADMIN_MESSAGES.timeZone, 'place.timezone');
}

/**
 * The slug asked for (409 when taken), else the `current` one (a change), else one made
 * from the name that is free.
 */
async function resolveSlug(
  wanted: string | undefined,
  name: string,
  fallback: string,
  taken: (slug: string) => Promise<boolean>,
  field: string,
  current?: string,
): Promise<string> {
  if (wanted === undefined && current !== undefined) return current;
  if (wanted !== undefined) {
    if (await taken(wanted)) {
      throw new AppError('CONFLICT', BOOKING_ADMIN_MESSAGES.slugTaken, { field });
    }
    return wanted;
  }
  const base = slugOf(name, fallback);
  const seen = new Set<string>();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const slug = uniqueSlug(seen, base);
    if (!(await taken(slug))) return slug;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

/** The place's fields as stored: absent optional text is null. */
function placeFields(input: BookingPlaceBody['place']) {
  return {
    name: input.name,
    description: input.description ?? null,
    timezone: input.timezone,
    address1: input.address1 ?? null,
    address2: input.address2 ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    zip: input.zip ?? null,
    country: input.country ?? null,
  };
}

/**
 * Refuses (409, rolling the transaction back) when an upcoming booking of these spaces —
 * confirmed, or a draft still held, whose member may be paying — no longer has its slot
 * under the rules as they now stand in `tx`: its day and time must still give the same
 * instants, outside every blackout, and no slot may hold more of them than the supply.
 */
async function refuseStranded(
  tx: Executor,
  ctx: RequestContext,
  place: PlaceRow,
  spaces: readonly SpaceRow[],
  message: string,
): Promise<void> {
  const ids = spaces.map((space) => space.id);
  // One after another: a transaction's one connection runs one statement at a time.
  const booked = await upcomingStanding(tx, ids, ctx.now, HOLD_MS);
  const ranges = await listAvailabilities(tx, ids);
  const blackouts = await listBlackouts(tx, ids);
  for (const space of spaces) {
    const plan = {
      timezone: place.timezone,
      slotDuration: space.slotDuration,
      start: space.start,
      end: space.end,
      availabilities: ranges.filter((range) => range.spaceId === space.id),
      blackouts: blackouts.filter((blackout) => blackout.spaceId === space.id),
    };
    const perSlot = new Map<number, number>();
    for (const booking of booked.filter((row) => row.spaceId === space.id)) {
      const slot = findSlot(plan, booking.day, booking.time);
      const start = booking.startsAt.getTime();
      perSlot.set(start, (perSlot.get(start) ?? 0) + 1);
      const kept =
        slot !== undefined &&
        slot.startsAt.getTime() === start &&
        slot.endsAt.getTime() === booking.endsAt.getTime();
      if (!kept || perSlot.get(start)! > space.supply) {
        throw new AppError('CONFLICT', message);
      }
    }
  }
}

async function requireAdminPlace(ctx: RequestContext, placeId: string) {
  requireAdmin(ctx);
  const scope = ctx.scope;
  return { scope, place: await requirePlace(ctx.db, scope, placeId) };
}

async function spaceView(db: Executor, space: SpaceRow): Promise<BookingSpace> {
  const [view] = await spacesWithRules(db, [space]);
  return view!;
}

// -------------------------------------------------------------------------- places

/** `POST /bookings/places`: a place in an IANA zone (400 on `place.timezone` otherwise). */
export async function createPlace(
  ctx: RequestContext,
  body: BookingPlaceBody,
): Promise<BookingPlace> {
  requireAdmin(ctx);
  const scope = ctx.scope;
  checkTimeZone(body.place.timezone);
  const row = await transaction(ctx, async (tx) => {
    const slug = await resolveSlug(
      body.place.slug,
      body.place.name,
      'place',
      (candidate) => placeSlugTaken(tx, scope, candidate),
      'place.slug',
    );
    return createBookingPlace(tx, scope, { ...placeFields(body.place), slug });
  });
  return toPlace(row);
}

/** `PUT /bookings/places/{id}`: a new zone is refused while it would move booked slots. */
export async function updatePlace(
  ctx: RequestContext,
  placeId: string,
  body: BookingPlaceBody,
): Promise<BookingPlace> {
  const { scope, place } = await requireAdminPlace(ctx, placeId);
  checkTimeZone(body.place.timezone);
  const row = await transaction(ctx, async (tx) => {
    const spaces = await lockPlaceSpaces(tx, scope, placeId);
    const slug = await resolveSlug(
      body.place.slug,
      body.place.name,
      'place',
      (candidate) => placeSlugTaken(tx, scope, candidate, placeId),
      'place.slug',
      place.slug,
    );
    const updated = await updatePlaceRow(tx, placeId, {
      ...placeFields(body.place),
      slug,
      updatedAt: ctx.now,
    });
    await refuseStranded(tx, ctx, updated, spaces, BOOKING_ADMIN_MESSAGES.strandsBookings);
    return updated;
  });
  return toPlace(row);
}

/** `DELETE /bookings/places/{id}`: 409 while any space has upcoming bookings (confirmed or held). */
export async function deletePlace(ctx: RequestContext, placeId: string): Promise<null> {
  const { scope } = await requireAdminPlace(ctx, placeId);
  await transaction(ctx, async (tx) => {
    const spaces = await lockPlaceSpaces(tx, scope, placeId);
    const booked = await upcomingStanding(
      tx,
      spaces.map((space) => space.id),
      ctx.now,
      HOLD_MS,
    );
    if (booked.length > 0) throw new AppError('CONFLICT', BOOKING_ADMIN_MESSAGES.placeHasBookings);
    await deletePlaceRow(tx, placeId);
  });
  return null;
}

// -------------------------------------------------------------------------- spaces

function spaceFields(input: BookingSpaceBody['space']) {
  return {
    name: input.name,
    description: input.description ?? null,
    supply: input.supply,
    slotDuration: input.slotDuration,
    price: input.price,
    start: input.start ?? null,
    end: input.end ?? null,
  };
}

/** `POST /bookings/places/{id}/spaces`: a space with its week. */
export async function createSpace(
  ctx: RequestContext,
  placeId: string,
  body: BookingSpaceBody,
): Promise<BookingSpace> {
  const { scope } = await requireAdminPlace(ctx, placeId);
  const row = await transaction(ctx, async (tx) => {
    const slug = await resolveSlug(
      body.space.slug,
      body.space.name,
      'space',
      (candidate) => spaceSlugTaken(tx, placeId, candidate),
      'space.slug',
    );
    return createBookingSpace(tx, scope, {
      ...spaceFields(body.space),
      placeId,
      slug,
      availabilities: body.space.availabilities,
    });
  });
  return spaceView(ctx.db, row);
}

/**
 * Runs `change` on a space under its row lock (drafts and confirmations queue behind it),
 * then refuses the whole change when it strands an upcoming confirmed booking.
 */
async function changeSpace(
  ctx: RequestContext,
  placeId: string,
  spaceId: string,
  message: string,
  change: (tx: Executor, scope: Scope, space: SpaceRow) => Promise<SpaceRow | void>,
): Promise<BookingSpace> {
  const { scope, place } = await requireAdminPlace(ctx, placeId);
  const row = await transaction(ctx, async (tx) => {
    const space = await requireSpace(tx, scope, placeId, spaceId, true);
    const changed = (await change(tx, scope, space)) ?? space;
    await refuseStranded(tx, ctx, place, [changed], message);
    return changed;
  });
  return spaceView(ctx.db, row);
}

/** `PUT …/spaces/{id}`: the space and its whole week. */
export function updateSpace(
  ctx: RequestContext,
  placeId: string,
  spaceId: string,
  body: BookingSpaceBody,
): Promise<BookingSpace> {
  return changeSpace(
    ctx,
    placeId,
    spaceId,
    BOOKING_ADMIN_MESSAGES.strandsBookings,
    async (tx, scope, space) => {
      const slug = await resolveSlug(
        body.space.slug,
        body.space.name,
        'space',
        (candidate) => spaceSlugTaken(tx, placeId, candidate, space.id),
        'space.slug',
        space.slug,
      );
      await replaceAvailabilities(tx, scope, space.id, body.space.availabilities);
      return updateSpaceRow(tx, space.id, { ...spaceFields(body.space), slug, updatedAt: ctx.now });
    },
  );
}

/** `DELETE …/spaces/{id}`: 409 while it has upcoming bookings (confirmed or held). */
export async function deleteSpace(
  ctx: RequestContext,
  placeId: string,
  spaceId: string,
): Promise<null> {
  const { scope } = await requireAdminPlace(ctx, placeId);
  await transaction(ctx, async (tx) => {
    const space = await requireSpace(tx, scope, placeId, spaceId, true);
    if ((await upcomingStanding(tx, [space.id], ctx.now, HOLD_MS)).length > 0) {
      throw new AppError('CONFLICT', BOOKING_ADMIN_MESSAGES.spaceHasBookings);
    }
    await deleteSpaceRow(tx, space.id);
  });
  return null;
}

/** `POST …/spaces/{id}/blackouts`: 409 when upcoming bookings (confirmed or held) fall in it. */
export function addBlackout(
  ctx: RequestContext,
  placeId: string,
  spaceId: string,
  body: BookingBlackoutBody,
): Promise<BookingSpace> {
  return changeSpace(
    ctx,
    placeId,
    spaceId,
    BOOKING_ADMIN_MESSAGES.blackoutHasBookings,
    async (tx, scope, space) => {
      await insertBlackout(tx, scope, space.id, {
        start: new Date(body.blackout.start),
        end: new Date(body.blackout.end),
      });
    },
  );
}

/** `DELETE …/spaces/{id}/blackouts/{blackoutId}`: lifts it (its slots open again). */
export function removeBlackout(
  ctx: RequestContext,
  placeId: string,
  spaceId: string,
  blackoutId: string,
): Promise<BookingSpace> {
  return changeSpace(
    ctx,
    placeId,
    spaceId,
    BOOKING_ADMIN_MESSAGES.strandsBookings,
    async (tx, _scope, space) => {
      if (!(await deleteBlackout(tx, space.id, blackoutId))) {
        throw new AppError('NOT_FOUND', BOOKING_ADMIN_MESSAGES.blackoutNotFound);
      }
    },
  );
}

// -------------------------------------------------------------------------- bookings

/** The last day of a month `yyyy-MM`. */
function lastDayOf(month: string): string {
  const [year, index] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year!, index!, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/**
 * `GET …/spaces/{id}/bookings?day=|month=`: the space's bookings on that day or month of
 * the place's calendar, by start, with who booked: confirmed, canceled and drafts while
 * they hold the slot.
 */
export async function listSpaceBookingsFor(
  ctx: RequestContext,
  placeId: string,
  spaceId: string,
  query: SpaceBookingsQuery,
): Promise<SpaceBooking[]> {
  const { scope } = await requireAdminPlace(ctx, placeId);
  const space = await requireSpace(ctx.db, scope, placeId, spaceId);
  const days = query.day
    ? { from: query.day, to: query.day }
    : { from: `${query.month!}-01`, to: lastDayOf(query.month!) };
  const rows = await listSpaceBookings(ctx.db, space.id, days, holdAt(ctx.now));
  const accounts = await baseAccountsByIds(
    ctx,
    rows.map((row) => row.accountId),
  );
  return rows.flatMap((row) => {
    const account = accounts.get(row.accountId);
    if (!account) return [];
    return [
      {
        id: row.id,
        alternateId: row.alternateId,
        day: row.day,
        time: row.time,
        duration: row.duration,
        status: isExpiredDraft(row, ctx.now) ? 'expired' : row.status,
        account,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        price: row.price,
        heldUntil: row.status === 'draft' ? heldUntil(row).toISOString() : null,
        canceledAt: row.canceledAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}
