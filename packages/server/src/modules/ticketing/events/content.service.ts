import {
  EVENT_MESSAGES,
  type Account,
  type BaseEventPage,
  type EventGalleryImage,
  type EventPage,
  type Faq,
  type FaqSection,
  type ListQuery,
  type Session,
  type Speaker,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { pageWindow } from '../../../lib/envelope';
import type { Scope } from '../../../tenancy/scope';
import { accountMapper } from '../../accounts/index';
import {
  findPage,
  selectFaqs,
  selectFaqSections,
  selectGalleryImages,
  selectPages,
  selectSessions,
  selectSpeakers,
  selectSponsors,
} from './content.repository';
import { requireEventViewer } from './events.service';

/*
 * What an event page shows, part by part (SDK queries/events). Each read checks the event
 * as its page does (404, 'Event not public', 453), then reads the part by id or slug.
 */

type Reader<T> = (db: Executor, scope: Scope, eventId: string) => Promise<T>;

/** Runs `read` on the event the viewer may see. */
async function ofEvent<T>(ctx: RequestContext, eventKey: string, read: Reader<T>): Promise<T> {
  const event = await requireEventViewer(ctx, eventKey);
  return read(ctx.db, ctx.scope, event.id);
}

/** The one item of a keyed read, or 404 with the part's message. */
function found<T>(items: T[], message: string): T {
  const [item] = items;
  if (item === undefined) throw new AppError('NOT_FOUND', message);
  return item;
}

export function listSessions(ctx: RequestContext, eventKey: string, search?: string) {
  return ofEvent(ctx, eventKey, (db, scope, eventId) =>
    selectSessions(db, scope, eventId, { search }),
  );
}

export function getSession(ctx: RequestContext, eventKey: string, key: string): Promise<Session> {
  return ofEvent(ctx, eventKey, async (db, scope, eventId) =>
    found(await selectSessions(db, scope, eventId, { key }), EVENT_MESSAGES.sessionNotFound),
  );
}

export function listSpeakers(
  ctx: RequestContext,
  eventKey: string,
  query: ListQuery,
): Promise<Speaker[]> {
  return ofEvent(ctx, eventKey, (db, scope, eventId) =>
    selectSpeakers(db, scope, eventId, { search: query.search }, pageWindow(query)),
  );
}

async function speakerOf(
  db: Executor,
  scope: Scope,
  eventId: string,
  key: string,
): Promise<Speaker> {
  return found(await selectSpeakers(db, scope, eventId, { key }), EVENT_MESSAGES.speakerNotFound);
}

export function getSpeaker(ctx: RequestContext, eventKey: string, key: string): Promise<Speaker> {
  return ofEvent(ctx, eventKey, (db, scope, eventId) => speakerOf(db, scope, eventId, key));
}

export function listSpeakerSessions(
  ctx: RequestContext,
  eventKey: string,
  key: string,
): Promise<Session[]> {
  return ofEvent(ctx, eventKey, async (db, scope, eventId) => {
    const speaker = await speakerOf(db, scope, eventId, key);
    return selectSessions(db, scope, eventId, { speakerId: speaker.id });
  });
}

export function listSponsors(
  ctx: RequestContext,
  eventKey: string,
  query: ListQuery,
): Promise<Account[]> {
  return ofEvent(ctx, eventKey, async (db, scope, eventId) => {
    const rows = await selectSponsors(db, scope, eventId, pageWindow(query));
    return rows.map(await accountMapper(ctx, rows));
  });
}

export function listFaqSections(
  ctx: RequestContext,
  eventKey: string,
  query: ListQuery,
): Promise<FaqSection[]> {
  return ofEvent(ctx, eventKey, (db, scope, eventId) =>
    selectFaqSections(db, scope, eventId, {}, pageWindow(query)),
  );
}

async function sectionOf(
  db: Executor,
  scope: Scope,
  eventId: string,
  key: string,
): Promise<FaqSection> {
  return found(
    await selectFaqSections(db, scope, eventId, { key }),
    EVENT_MESSAGES.faqSectionNotFound,
  );
}

export function getFaqSection(
  ctx: RequestContext,
  eventKey: string,
  key: string,
): Promise<FaqSection> {
  return ofEvent(ctx, eventKey, (db, scope, eventId) => sectionOf(db, scope, eventId, key));
}

export function listFaqs(
  ctx: RequestContext,
  eventKey: string,
  sectionKey: string,
  query: ListQuery,
): Promise<Faq[]> {
  return ofEvent(ctx, eventKey, async (db, scope, eventId) => {
    const section = await sectionOf(db, scope, eventId, sectionKey);
    return selectFaqs(db, scope, section.id, {}, pageWindow(query));
  });
}

export function getFaq(
  ctx: RequestContext,
  eventKey: string,
  sectionKey: string,
  key: string,
): Promise<Faq> {
  return ofEvent(ctx, eventKey, async (db, scope, eventId) => {
    const section = await sectionOf(db, scope, eventId, sectionKey);
    return found(await selectFaqs(db, scope, section.id, { key }), EVENT_MESSAGES.faqNotFound);
  });
}

export function listPages(
  ctx: RequestContext,
  eventKey: string,
  query: ListQuery,
): Promise<BaseEventPage[]> {
  return ofEvent(ctx, eventKey, (db, scope, eventId) =>
    selectPages(db, scope, eventId, pageWindow(query)),
  );
}

export function getPage(ctx: RequestContext, eventKey: string, key: string): Promise<EventPage> {
  return ofEvent(ctx, eventKey, async (db, scope, eventId) => {
    const page = await findPage(db, scope, eventId, key);
    if (!page) throw new AppError('NOT_FOUND', EVENT_MESSAGES.pageNotFound);
    return page;
  });
}

export function listGalleryImages(
  ctx: RequestContext,
  eventKey: string,
): Promise<EventGalleryImage[]> {
  return ofEvent(ctx, eventKey, (db, scope, eventId) =>
    selectGalleryImages(db, scope, eventId, {}),
  );
}

export function getGalleryImage(
  ctx: RequestContext,
  eventKey: string,
  key: string,
): Promise<EventGalleryImage> {
  return ofEvent(ctx, eventKey, async (db, scope, eventId) =>
    found(await selectGalleryImages(db, scope, eventId, { key }), EVENT_MESSAGES.imageNotFound),
  );
}
