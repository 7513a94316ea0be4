import {
  LISTING_MESSAGES,
  type EventListing,
  type ListingSessionBody,
  type ListingSpeakerBody,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import { transaction } from '../../../db/retry';
import { AppError } from '../../../lib/app-error';
import { existingAccountIds } from '../../accounts/sql';
import { eventSessionById } from '../events/sql';
import { requireEventHost, type HostedEvent } from './access';
import { checkSessionTimes, loadListing } from './listing-core';
import { imageChange } from '../../../storage/image-upload';
import { slugOf, uniqueSlug } from '../../../lib/slug';
import { findEventRow } from './listings.repository';
import {
  deleteSession,
  deleteSpeaker,
  deleteSponsor,
  findSpeaker,
  insertSession,
  insertSpeaker,
  insertSponsors,
  setSessionSpeakers,
  updateSession,
  updateSpeaker,
  usedSlugs,
} from './program.repository';

/*
 * The program of a listing: sessions within the event's times, speakers (each
 * with an optional image data URI) and sponsoring accounts. Each write answers the listing.
 */

async function eventTimes(ctx: RequestContext, eventId: string) {
  const event = await findEventRow(ctx.db, ctx.scope, eventId);
  if (!event) throw new AppError('NOT_FOUND', 'Event not found');
  return event;
}

const answer = (ctx: RequestContext, hosted: HostedEvent) =>
  loadListing(ctx, hosted.eventId, hosted.role);

export async function createListingSession(
  ctx: RequestContext,
  eventId: string,
  body: ListingSessionBody,
): Promise<EventListing> {
  const hosted = await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const { speakerIds, slug, ...fields } = body.session;
  const start = new Date(fields.startTime);
  const end = new Date(fields.endTime);
  checkSessionTimes(await eventTimes(ctx, eventId), start, end, 'session');
  const image = (await imageChange(ctx, body.imageDataUri, 'imageDataUri')) ?? null;
  await transaction(ctx, async (tx) => {
    const taken = await usedSlugs(tx, scope, eventId, 'sessions');
    const session = await insertSession(tx, {
      ...fields,
      organizationId: scope.organizationId,
      eventId,
      slug: uniqueSlug(taken, slug ?? slugOf(fields.name, 'session')),
      startTime: start,
      endTime: end,
      image,
    });
    if (speakerIds?.length) await setSessionSpeakers(tx, scope, eventId, session.id, speakerIds);
  });
  return answer(ctx, hosted);
}

export async function updateListingSession(
  ctx: RequestContext,
  eventId: string,
  sessionId: string,
  body: ListingSessionBody,
): Promise<EventListing> {
  const hosted = await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const session = await eventSessionById(ctx.db, scope, eventId, sessionId);
  if (!session) throw new AppError('NOT_FOUND', LISTING_MESSAGES.sessionNotFound);
  const { speakerIds, slug, ...fields } = body.session;
  const start = new Date(fields.startTime);
  const end = new Date(fields.endTime);
  checkSessionTimes(await eventTimes(ctx, eventId), start, end, 'session');
  const image = await imageChange(ctx, body.imageDataUri, 'imageDataUri');
  await transaction(ctx, async (tx) => {
    let nextSlug: string | undefined;
    if (slug && slug !== session.slug) {
      const taken = await usedSlugs(tx, scope, eventId, 'sessions');
      taken.delete(session.slug);
      nextSlug = uniqueSlug(taken, slug);
    }
    await updateSession(tx, scope, sessionId, {
      ...fields,
      ...(nextSlug ? { slug: nextSlug } : {}),
      startTime: start,
      endTime: end,
      ...(image === undefined ? {} : { image }),
    });
    if (speakerIds) await setSessionSpeakers(tx, scope, eventId, sessionId, speakerIds);
  });
  return answer(ctx, hosted);
}

export async function deleteListingSession(
  ctx: RequestContext,
  eventId: string,
  sessionId: string,
): Promise<EventListing> {
  const hosted = await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  if (!(await eventSessionById(ctx.db, scope, eventId, sessionId))) {
    throw new AppError('NOT_FOUND', LISTING_MESSAGES.sessionNotFound);
  }
  await deleteSession(ctx.db, scope, sessionId);
  return answer(ctx, hosted);
}

async function checkSpeakerAccount(ctx: RequestContext, accountId: string | null | undefined) {
  if (!accountId) return;
  const found = await existingAccountIds(ctx.db, ctx.scope, [accountId]);
  if (found.length === 0) {
    throw new AppError('NOT_FOUND', LISTING_MESSAGES.accountNotFound, {
      field: 'speaker.accountId',
    });
  }
}

export async function createListingSpeaker(
  ctx: RequestContext,
  eventId: string,
  body: ListingSpeakerBody,
): Promise<EventListing> {
  const hosted = await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const { slug, ...fields } = body.speaker;
  await checkSpeakerAccount(ctx, fields.accountId);
  const image = (await imageChange(ctx, body.imageDataUri, 'imageDataUri')) ?? null;
  await transaction(ctx, async (tx) => {
    const taken = await usedSlugs(tx, scope, eventId, 'speakers');
    await insertSpeaker(tx, {
      ...fields,
      organizationId: scope.organizationId,
      eventId,
      slug: uniqueSlug(
        taken,
        slug ?? slugOf(`${fields.firstName} ${fields.lastName ?? ''}`, 'speaker'),
      ),
      image,
    });
  });
  return answer(ctx, hosted);
}

export async function updateListingSpeaker(
  ctx: RequestContext,
  eventId: string,
  speakerId: string,
  body: ListingSpeakerBody,
): Promise<EventListing> {
  const hosted = await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const speaker = await findSpeaker(ctx.db, scope, eventId, speakerId);
  if (!speaker) throw new AppError('NOT_FOUND', LISTING_MESSAGES.speakerNotFound);
  const { slug, ...fields } = body.speaker;
  await checkSpeakerAccount(ctx, fields.accountId);
  const image = await imageChange(ctx, body.imageDataUri, 'imageDataUri');
  await transaction(ctx, async (tx) => {
    let nextSlug: string | undefined;
    if (slug && slug !== speaker.slug) {
      const taken = await usedSlugs(tx, scope, eventId, 'speakers');
      taken.delete(speaker.slug);
      nextSlug = uniqueSlug(taken, slug);
    }
    await updateSpeaker(tx, scope, speakerId, {
      ...fields,
      ...(nextSlug ? { slug: nextSlug } : {}),
      ...(image === undefined ? {} : { image }),
    });
  });
  return answer(ctx, hosted);
}

export async function deleteListingSpeaker(
  ctx: RequestContext,
  eventId: string,
  speakerId: string,
): Promise<EventListing> {
  const hosted = await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  if (!(await findSpeaker(ctx.db, scope, eventId, speakerId))) {
    throw new AppError('NOT_FOUND', LISTING_MESSAGES.speakerNotFound);
  }
  await deleteSpeaker(ctx.db, scope, speakerId);
  return answer(ctx, hosted);
}

/** `POST /listings/{eventId}/sponsors {sponsorId}`: an account of the organization. */
export async function addListingSponsor(
  ctx: RequestContext,
  eventId: string,
  sponsorId: string,
): Promise<EventListing> {
  const hosted = await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  if ((await existingAccountIds(ctx.db, scope, [sponsorId])).length === 0) {
    throw new AppError('NOT_FOUND', LISTING_MESSAGES.accountNotFound, { field: 'sponsorId' });
  }
  await insertSponsors(ctx.db, scope, eventId, [sponsorId]);
  return answer(ctx, hosted);
}

export async function removeListingSponsor(
  ctx: RequestContext,
  eventId: string,
  sponsorId: string,
): Promise<EventListing> {
  const hosted = await requireEventHost(ctx.db, ctx, eventId);
  if (!(await deleteSponsor(ctx.db, ctx.scope, eventId, sponsorId))) {
    throw new AppError('NOT_FOUND', LISTING_MESSAGES.sponsorNotFound);
  }
  return answer(ctx, hosted);
}
