import type { RequestContext, Services } from '../../context';
import type { Transaction } from '../../db/client';
import { transaction } from '../../db/retry';
import { findOrganizationById } from '../../tenancy/organizations.repository';
import type { Scope } from '../../tenancy/scope';
import { findAccountById } from '../accounts/index';
import { eventRowById, type EventRow } from '../events/sql';
import { notify } from '../notifications/index';
import {
  capacityLeft,
  findRegistration,
  holdOfferedPass,
  loadOffer,
  SoldOutError,
} from '../registration/index';
import {
  linesWaiting,
  lockLine,
  lockNextWaiting,
  lockOpenOffers,
  updateEntry,
  type WaitlistRow,
} from './waitlist.repository';

/*
 * Offers (decision 0024): a place of a pass type that is free while members wait goes to
 * the first in line, held in their cart for WAITLIST_OFFER_HOURS, with an EVENT
 * notification and mail. Offers of one pass type are made one at a time (a transaction
 * lock on the line), so the line is served in order however many cancels and sweepers
 * run at once; the entry is taken FOR UPDATE SKIP LOCKED, so a member leaving is never
 * waited on. A cancel offers what it freed at once; the sweeper, every minute, settles
 * offers (accepted once registered, expired once lapsed) and offers what lapsed carts
 * and expired offers gave back.
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

/** One offer of the line, if a place is free and someone waits: whether one was made. */
async function offerNext(ctx: RequestContext, scope: Scope, passTypeId: string): Promise<boolean> {
  try {
    return await transaction(ctx, async (tx) => {
      await lockLine(tx, passTypeId);
      const left = await capacityLeft(tx, scope, 'passType', passTypeId);
      if (left !== null && left <= 0) return false;
      for (;;) {
        const entry = await lockNextWaiting(tx, scope, passTypeId);
        if (!entry) return false;
        const hold = await holdOfferedPass(tx, scope, {
          eventId: entry.eventId,
          accountId: entry.accountId,
          passTypeId,
          until: offerUntil(ctx),
          now: ctx.now,
        });
        if (!hold.held && hold.reason === 'closed') return false;
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
export async function offerFreedPlaces(
  ctx: RequestContext,
  scope: Scope,
  passTypeId: string,
): Promise<number> {
  let made = 0;
  while (made < OFFERS_PER_RUN && (await offerNext(ctx, scope, passTypeId))) made += 1;
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
  const locale = organization.config.DEFAULT_LOCALE ?? 'en';
  return { ...services, organization, login: null, account: null, locale, now };
}

/** The sweeper's run: offers settled, then every line with a free place served. */
export async function sweepWaitlists(services: Services, now: Date): Promise<number> {
  await settleOffers(services, now);
  let made = 0;
  for (const line of await linesWaiting(services.db)) {
    const ctx = await jobContext(services, line.organizationId, now);
    if (ctx)
      made += await offerFreedPlaces(ctx, { organizationId: line.organizationId }, line.passTypeId);
  }
  return made;
}
