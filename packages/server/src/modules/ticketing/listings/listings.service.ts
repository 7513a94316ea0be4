import {
  LISTING_MESSAGES,
  type CreateListingBody,
  type EventListing,
  type EventStatus,
  type ListingListQuery,
  type ListingSummary,
  type UpdateListingBody,
} from '@convene/contract';
import { requireActiveAccount, requireModule, type RequestContext } from '../../../context';
import { isUniqueViolation, type Executor } from '../../../db/client';
import { transaction } from '../../../db/retry';
import { AppError, type FieldError } from '../../../lib/app-error';
import { listWindow, pageOf, type Paged } from '../../../lib/keyset';
import type { Scope } from '../../../tenancy/scope';
import { existingAccountIds } from '../../accounts/sql';
import { cancelEventPasses } from '../attendee/index';
import { PAST_ORDER, toEventSummary, UPCOMING_ORDER } from '../events/index';
import { requireGroupViewer } from '../../groups/index';
import { requireEventHost } from './access';
import { checkEventInterests, replaceEventInterests } from './interests';
import {
  checkEventAroundSessions,
  checkEventTimes,
  checkSessionTimes,
  defined,
  loadListing,
  nullable,
} from './listing-core';
import { announceCancellation } from './cancellation';
import { checkPassType, writePassType } from './pass-types.service';
import {
  createSeries,
  freeSlug,
  occurrenceShifts,
  shiftWallClock,
  updateSeries,
} from './recurrence';
import { wallClockAt } from '../../../lib/zoned-time';
import { imageChange, storeUploadedImage } from '../../../storage/image-upload';
import { slugOf, uniqueSlug } from '../../../lib/slug';
import {
  countPassTypes,
  deleteEventRow,
  findEventRow,
  hasPaidPasses,
  insertEvent,
  selectListings,
  slugTaken,
  updateEventRow,
  type EventChanges,
  type EventRow,
} from './listings.repository';
import {
  insertSession,
  insertSpeaker,
  insertSponsors,
  sessionSpan,
  setSessionSpeakers,
} from './program.repository';

/*
 * Listings: the events a member hosts (creates) or co-hosts. The rules of status,
 * publishing and deletion are decision 0021's.
 */

function slugConflict(): AppError {
  return new AppError('CONFLICT', LISTING_MESSAGES.slugTaken, { field: 'event.slug' });
}

/** `GET /listings`: the events the acting account hosts or co-hosts, drafts included. */
export async function listListings(
  ctx: RequestContext,
  query: ListingListQuery,
): Promise<Paged<ListingSummary>> {
  requireModule(ctx, 'events');
  const account = requireActiveAccount(ctx);
  const past = query.past ?? false;
  const window = listWindow(query, past ? PAST_ORDER : UPCOMING_ORDER);
  const rows = await selectListings(
    ctx.db,
    ctx.scope,
    { accountId: account.id, now: ctx.now.toISOString() },
    past,
    window,
  );
  return pageOf(rows, window, (row) =>
    Object.assign(toEventSummary(row), {
      meetingUrl: row.event.meetingUrl,
      visible: row.event.visibility === 'public',
      role: row.role,
    }),
  );
}

/** `GET /listings/{eventId}`. */
export async function getListing(ctx: RequestContext, eventId: string): Promise<EventListing> {
  const hosted = await requireEventHost(ctx.db, ctx, eventId);
  return loadListing(ctx, eventId, hosted.role);
}

async function checkGroup(ctx: RequestContext, groupId: string | null | undefined): Promise<void> {
  if (groupId) await requireGroupViewer(ctx, groupId);
}

async function checkAccounts(
  db: Executor,
  scope: Scope,
  ids: string[],
  field: string,
): Promise<void> {
  const found = new Set(await existingAccountIds(db, scope, ids));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) {
    throw new AppError('NOT_FOUND', LISTING_MESSAGES.accountNotFound, {
      field: `${field}.${missing}`,
    });
  }
}

/**
 * `POST /listings`: a draft listing, its image, group, sponsors, speakers and sessions in
 * one transaction; the acting account is its host. Without a slug one is made from the
 * name (numbered past those taken); a slug sent and taken is a 409.
 */
export async function createListing(
  ctx: RequestContext,
  body: CreateListingBody,
): Promise<EventListing> {
  requireModule(ctx, 'events');
  const account = requireActiveAccount(ctx);
  const scope = ctx.scope;
  const fields = body.event;
  const start = new Date(fields.eventStart);
  const end = new Date(fields.eventEnd);
  checkEventTimes(start, end);
  const zone = fields.timezone;
  // Each occurrence of a repeating event is the event shifted by whole local days.
  const shifts = body.recurrence ? occurrenceShifts(zone, start, body.recurrence) : [0];
  const sessions = body.sessions ?? [];
  sessions.forEach((session, index) =>
    checkSessionTimes(
      { eventStart: start, eventEnd: end },
      new Date(session.startTime),
      new Date(session.endTime),
      `sessions.${index}`,
    ),
  );
  await checkGroup(ctx, body.groupId);
  const sponsorIds = [...new Set(body.sponsorIds ?? [])];
  await checkAccounts(ctx.db, scope, sponsorIds, 'sponsorIds');
  const interestIds = await checkEventInterests(ctx, body.interestIds);
  const passTypes = body.passTypes ?? [];
  passTypes.forEach(checkPassType);
  if (fields.slug && (await slugTaken(ctx.db, scope, fields.slug))) throw slugConflict();

  // Images are decoded and stored before the transaction: no row lock waits on them.
  const image = body.image ? await storeUploadedImage(ctx, body.image, 'image') : null;
  const speakers = body.speakers ?? [];
  const speakerImages = await Promise.all(
    speakers.map((speaker, index) =>
      speaker.imageDataUri
        ? storeUploadedImage(ctx, speaker.imageDataUri, `speakers.${index}.imageDataUri`)
        : null,
    ),
  );
  const sessionImages = await Promise.all(
    sessions.map((session, index) =>
      session.imageDataUri
        ? storeUploadedImage(ctx, session.imageDataUri, `sessions.${index}.imageDataUri`)
        : null,
    ),
  );

  const at = (instant: Date, shift: number) => shiftWallClock(zone, instant, shift);
  const registrationStart = fields.registrationStart ? new Date(fields.registrationStart) : null;
  const registrationEnd = fields.registrationEnd ? new Date(fields.registrationEnd) : null;

  /** One occurrence (the event itself when it does not repeat) with its program, `shift` later. */
  async function insertOccurrence(
    tx: Executor,
    shift: number,
    occurrenceSlug: string,
    seriesId: string | null,
  ): Promise<EventRow> {
    const row = await insertEvent(tx, {
      organizationId: scope.organizationId,
      slug: occurrenceSlug,
      name: fields.name,
      shortDescription: fields.shortDescription,
      longDescription: nullable(fields.longDescription) ?? null,
      eventType: fields.eventType,
      status: 'draft',
      visibility: fields.visible ? 'public' : 'private',
      timezone: fields.timezone,
      eventStart: at(start, shift),
      eventEnd: at(end, shift),
      seriesId,
      image,
      venue: nullable(fields.venue) ?? null,
      location: nullable(fields.location) ?? null,
      address1: nullable(fields.address1) ?? null,
      address2: nullable(fields.address2) ?? null,
      city: nullable(fields.city) ?? null,
      state: nullable(fields.state) ?? null,
      zip: nullable(fields.zip) ?? null,
      country: nullable(fields.country) ?? null,
      externalUrl: fields.externalUrl ?? null,
      meetingUrl: fields.meetingUrl ?? null,
      groupId: body.groupId ?? null,
      groupOnly: fields.groupOnly ?? false,
      creatorId: account.id,
      registration: fields.registration ?? false,
      registrationStart: registrationStart && at(registrationStart, shift),
      registrationEnd: registrationEnd && at(registrationEnd, shift),
      registrationLimit: fields.registrationLimit ?? null,
      publicRegistrants: fields.publicRegistrants ?? false,
    });
    await insertSponsors(tx, scope, row.id, sponsorIds);
    for (const passType of passTypes) await writePassType(tx, scope, row.id, passType);
    if (interestIds) await replaceEventInterests(tx, scope, row.id, interestIds);
    const speakerSlugs = new Set<string>();
    const speakerIds: string[] = [];
    for (const [index, speaker] of speakers.entries()) {
      const { imageDataUri: _image, slug: speakerSlug, ...values } = speaker;
      const inserted = await insertSpeaker(tx, {
        ...values,
        organizationId: scope.organizationId,
        eventId: row.id,
        slug: uniqueSlug(
          speakerSlugs,
          speakerSlug ?? slugOf(`${speaker.firstName} ${speaker.lastName ?? ''}`, 'speaker'),
        ),
        image: speakerImages[index] ?? null,
      });
      speakerIds.push(inserted.id);
    }
    const sessionSlugs = new Set<string>();
    for (const [index, session] of sessions.entries()) {
      const { imageDataUri: _image, slug: sessionSlug, speakerIds: onSession, ...values } = session;
      const inserted = await insertSession(tx, {
        ...values,
        organizationId: scope.organizationId,
        eventId: row.id,
        slug: uniqueSlug(sessionSlugs, sessionSlug ?? slugOf(session.name, 'session')),
        startTime: at(new Date(session.startTime), shift),
        endTime: at(new Date(session.endTime), shift),
        image: sessionImages[index] ?? null,
      });
      if (onSession?.length) {
        await setSessionSpeakers(tx, scope, row.id, inserted.id, onSession);
      }
    }
    return row;
  }

  try {
    const event = await transaction(ctx, async (tx) => {
      const slug =
        fields.slug ??
        (await freeSlug(slugOf(fields.name, 'event'), (taken) => slugTaken(tx, scope, taken)));
      const seriesId = body.recurrence
        ? await createSeries(tx, scope, {
            slug,
            name: fields.name,
            description: fields.shortDescription,
          })
        : null;
      const rows: EventRow[] = [];
      for (const [position, shift] of shifts.entries()) {
        const eventStart = at(start, shift);
        const occurrenceSlug =
          position === 0
            ? slug
            : await freeSlug(`${slug.slice(0, 68)}-${wallClockAt(zone, eventStart).day}`, (taken) =>
                slugTaken(tx, scope, taken),
              );
        rows.push(await insertOccurrence(tx, shift, occurrenceSlug, seriesId));
      }
      return rows[0]!;
    });
    return await loadListing(ctx, event.id, 'host');
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
}

/** What publishing (`ready`) needs that the event lacks, as field errors (decision 0021). */
function publishingGaps(event: EventRow, passTypes: number): FieldError[] {
  const gaps: FieldError[] = [];
  if (!event.name.trim()) gaps.push({ field: 'event.name', message: 'a name' });
  if (event.eventEnd <= event.eventStart) {
    gaps.push({ field: 'event.eventEnd', message: 'an end after the start' });
  }
  const place = [event.venue, event.location, event.address1].some((part) => !!part?.trim());
  if (event.eventType !== 'virtual' && !place) {
    gaps.push({ field: 'event.location', message: 'a location (venue or address)' });
  }
  if (event.eventType !== 'physical' && !event.meetingUrl) {
    gaps.push({ field: 'event.meetingUrl', message: 'a meeting URL' });
  }
  if (passTypes === 0) gaps.push({ field: 'passTypes', message: 'at least one pass type' });
  return gaps;
}

/** Refuses what the status graph does not allow (decision 0021). */
function checkTransition(from: EventStatus, to: EventStatus): void {
  if (from === to) return;
  if (from === 'canceled') {
    throw new AppError('CONFLICT', LISTING_MESSAGES.canceled, { field: 'event.status' });
  }
  if (to === 'draft') {
    throw new AppError('CONFLICT', LISTING_MESSAGES.statusChange, { field: 'event.status' });
  }
}

/**
 * `PUT /listings/{eventId} {event, image}`: the fields sent change; `event.status` moves
 * the listing along draft → needsInfo/ready → canceled. Publishing checks what a public
 * event needs; canceling tells every registered attendee.
 */
export async function updateListing(
  ctx: RequestContext,
  eventId: string,
  body: UpdateListingBody,
): Promise<EventListing> {
  const hosted = await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const fields = body.event ?? {};
  if (fields.groupId !== undefined) await checkGroup(ctx, fields.groupId);
  if (fields.slug && (await slugTaken(ctx.db, scope, fields.slug, eventId))) throw slugConflict();
  const image = await imageChange(ctx, body.image, 'image');
  const interestIds = await checkEventInterests(ctx, body.interestIds);

  const { visible, status, eventStart, eventEnd, registrationStart, registrationEnd, ...rest } =
    fields;
  const changes: EventChanges = defined({
    ...rest,
    newActivityCreatorEmailNotification: undefined,
    newActivityCreatorPushNotification: undefined,
    longDescription: nullable(rest.longDescription),
    venue: nullable(rest.venue),
    location: nullable(rest.location),
    address1: nullable(rest.address1),
    address2: nullable(rest.address2),
    city: nullable(rest.city),
    state: nullable(rest.state),
    zip: nullable(rest.zip),
    country: nullable(rest.country),
    visibility: visible === undefined ? undefined : visible ? 'public' : 'private',
    eventStart: eventStart === undefined ? undefined : new Date(eventStart),
    eventEnd: eventEnd === undefined ? undefined : new Date(eventEnd),
    registrationStart:
      registrationStart === undefined
        ? undefined
        : registrationStart === null
          ? null
          : new Date(registrationStart),
    registrationEnd:
      registrationEnd === undefined
        ? undefined
        : registrationEnd === null
          ? null
          : new Date(registrationEnd),
    image,
  });

  try {
    await transaction(ctx, async (tx) => {
      const current = await findEventRow(tx, scope, eventId, { lock: true });
      if (!current) throw new AppError('NOT_FOUND', 'Event not found');
      const next = status ?? current.status;
      checkTransition(current.status, next);
      if (interestIds) await replaceEventInterests(tx, scope, eventId, interestIds);
      const merged: EventRow = { ...current, ...changes, status: next } as EventRow;
      checkEventTimes(merged.eventStart, merged.eventEnd);
      if (eventStart !== undefined || eventEnd !== undefined) {
        checkEventAroundSessions(merged, await sessionSpan(tx, scope, eventId));
      }
      if (next === 'ready') {
        const gaps = publishingGaps(merged, await countPassTypes(tx, scope, eventId));
        if (gaps.length > 0) {
          throw new AppError(
            'VALIDATION',
            `${LISTING_MESSAGES.notPublishable}add ${gaps.map((gap) => gap.message).join(', ')}`,
            { errors: gaps.map((gap) => ({ ...gap, message: `Add ${gap.message}` })) },
          );
        }
      }
      const updated = await updateEventRow(tx, scope, eventId, { ...changes, status: next });
      if (body.scope && body.scope !== 'this' && current.seriesId && updated) {
        await updateSeries(tx, ctx, body.scope, current, updated, changes);
      }
      if (next === 'canceled' && current.status !== 'canceled' && updated) {
        await announceCancellation(tx, ctx, updated, hosted.account.id);
        // Then every pass is canceled with a full refund, once (decision 0024).
        await cancelEventPasses(tx, ctx, updated.id);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugConflict();
    throw error;
  }
  return loadListing(ctx, eventId, hosted.role);
}

/**
 * `DELETE /listings/{eventId}`: the host alone deletes a listing, and only while nothing
 * was paid for it (409: cancel it instead, which keeps the payment history).
 */
export async function deleteListing(ctx: RequestContext, eventId: string): Promise<null> {
  await requireEventHost(ctx.db, ctx, eventId, { hostOnly: true });
  const scope = ctx.scope;
  await transaction(ctx, async (tx) => {
    await findEventRow(tx, scope, eventId, { lock: true });
    if (await hasPaidPasses(tx, scope, eventId)) {
      throw new AppError('CONFLICT', LISTING_MESSAGES.paidRegistrations);
    }
    await deleteEventRow(tx, scope, eventId);
  });
  return null;
}
