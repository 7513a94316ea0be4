import { organizationContext, type RequestContext, type Services } from '../../../context';
import type { Transaction } from '../../../db/client';
import { transaction } from '../../../db/retry';
import { findOrganizationById } from '../../../tenancy/organizations.repository';
import { findAccountById } from '../../accounts/index';
import { eventRowById, type EventRow } from '../events/sql';
import { notify } from '../../notifications/index';
import {
  findRegistration,
  holdOfferedPass,
  linesWithKeptPlaces,
  loadOffer,
  releaseWaitlistPlaces,
  SoldOutError,
  waitlistPlaces,
} from '../registration/index';
import {
  linesWaiting,
  lockLine,
  lockNextWaiting,
  lockOpenOffers,
  updateEntry,
  type WaitlistRow,
} from './waitlist.repository';
import type { WaitlistLine } from '../../seams';

/*
 * Offers (decisions 0024, 0051): a place of a pass type freed while members wait is kept
 * for the line by the transaction that frees it (a pass cancel, a cart emptied, a hold
 * released, a host raising the supply); right after that commit it goes to the first in line, held in their cart for
 * WAITLIST_OFFER_HOURS, with an EVENT notification and mail. Offers of one pass type are
 * made one at a time (a transaction lock on the line), so the line is served in order
 * however many cancels and sweepers run at once; the entry is taken FOR UPDATE SKIP LOCKED,
 * so a member leaving is never waited on. Kept places nobody waits for any more are given
 * back. The sweeper, every minute, settles offers (accepted once registered, expired once
 * lapsed) and serves every line with a place kept or free (an offer that failed, a member
 * joining as a place was freed).
 */

/** Offers made for one line in one call, at most (a sweeper's run is bounded). */
const OFFERS_PER_RUN = 50;

function offerUntil(ctx: RequestContext): Date {
  return new Date(ctx.now.getTime() + ctx.config.WAITLIST_OFFER_HOURS * 3_600_000);
}

/** When the hold ends, in the member's locale and the event's time zone. */
function untilText(until: Date, event: EventRow, locale: string): string {
  const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: event.timezone } as const;
  try {
    return new Intl.DateTimeFormat(locale, options).format(until);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(until);
  }
}

async function tellOffered(
  tx: Transaction,
  ctx: RequestContext,
  entry: WaitlistRow,
  until: Date,
): Promise<void> {
  const scope = { organizationId: entry.organizationId };
  const event = await eventRowById(tx, scope, entry.eventId);
  const account = await findAccountById(tx, scope, entry.accountId);
  if (!event || !account) return;
  const offer = await loadOffer(tx, scope, event, ctx.now);
  const values = {
    event: event.name,
    passType: offer.passTypes.get(entry.passTypeId)?.name ?? '',
    until: untilText(until, event, account.locale ?? ctx.locale),
  };
  await notify(tx, ctx, {
    type: 'EVENT',
    recipientId: entry.accountId,
    eventId: entry.eventId,
    email: {
      subject: { id: 'waitlist.offer.subject', values },
      text: { id: 'waitlist.offer.text', values },
    },
  });
}

/**
 * One offer of the line, if a place is kept for it (or free) and someone waits: whether
 * one was made. Kept places with nobody left to offer them to, or of a pass no longer
 * sold, are given back.
 */
async function offerNext(ctx: RequestContext, passTypeId: string): Promise<boolean> {
  const { scope } = ctx;
  try {
    return await transaction(ctx, async (tx) => {
      await lockLine(tx, passTypeId);
      const places = await waitlistPlaces(tx, scope, passTypeId);
      const keptPlace = places.held > 0;
      if (!keptPlace && places.left !== null && places.left <= 0) return false;
      for (;;) {
        const entry = await lockNextWaiting(tx, scope, passTypeId);
        if (!entry) {
          await releaseWaitlistPlaces(tx, scope, passTypeId);
          return false;
        }
        const hold = await holdOfferedPass(tx, scope, {
          eventId: entry.eventId,
          accountId: entry.accountId,
          passTypeId,
          until: offerUntil(ctx),
          now: ctx.now,
          keptPlace,
        });
        if (!hold.held && hold.reason === 'closed') {
          await releaseWaitlistPlaces(tx, scope, passTypeId);
          return false;
        }
        if (!hold.held) {
          // Registered meanwhile (a registered account buys no more): out of the line.
          await updateEntry(tx, entry.id, { status: 'left' });
          continue;
        }
        await updateEntry(tx, entry.id, {
          status: 'offered',
          offeredAt: ctx.now,
          offerExpiresAt: hold.heldUntil,
          registrationId: hold.registrationId,
        });
        await tellOffered(tx, ctx, entry, hold.heldUntil);
        return true;
      }
    });
  } catch (error) {
    if (error instanceof SoldOutError) return false;
    throw error;
  }
}

/** Offers the free places of a pass type to its line, in order; answers how many. */
export async function offerFreedPlaces(ctx: RequestContext, passTypeId: string): Promise<number> {
  let made = 0;
  while (made < OFFERS_PER_RUN && (await offerNext(ctx, passTypeId))) made += 1;
  return made;
}

/** Settles open offers: accepted once the member registered, expired once the hold lapsed. */
async function settleOffers(services: Services, now: Date): Promise<void> {
  await transaction(services, async (tx) => {
    for (const entry of await lockOpenOffers(tx, 100)) {
      const registration = await findRegistration(
        tx,
        { organizationId: entry.organizationId },
        { eventId: entry.eventId, accountId: entry.accountId },
      );
      // A member who changed the cart near the end holds it a little longer: expired once
      // neither the offer nor the cart's hold is running.
      const holding = !!registration?.heldUntil && registration.heldUntil > now;
      if (registration?.status === 'registered') {
        await updateEntry(tx, entry.id, { status: 'accepted' });
      } else if (entry.offerExpiresAt && entry.offerExpiresAt <= now && !holding) {
        await updateEntry(tx, entry.id, { status: 'expired' });
      }
    }
  });
}

/** The job acts for nobody: an offer's notification comes from the event. */
async function jobContext(
  services: Services,
  organizationId: string,
  now: Date,
): Promise<RequestContext | undefined> {
  const organization = await findOrganizationById(services.db, organizationId);
  if (!organization) return undefined;
  return organizationContext(services, organization, now);
}

/** Serves each line (places kept for it, or free, offered in order); how many offers. */
export async function serveLines(
  services: Services,
  now: Date,
  lines: readonly WaitlistLine[],
): Promise<number> {
  let made = 0;
  for (const line of lines) {
    const ctx = await jobContext(services, line.organizationId, now);
    if (ctx) made += await offerFreedPlaces(ctx, line.passTypeId);
  }
  return made;
}

/** The sweeper's run: offers settled, then every line with someone waiting or a place kept. */
export async function sweepWaitlists(services: Services, now: Date): Promise<number> {
  await settleOffers(services, now);
  const lines = new Map<string, WaitlistLine>();
  for (const line of [
    ...(await linesWaiting(services.db)),
    ...(await linesWithKeptPlaces(services.db)),
  ]) {
    lines.set(line.passTypeId, {
      organizationId: line.organizationId,
      passTypeId: line.passTypeId,
    });
  }
  return serveLines(services, now, [...lines.values()]);
}
