import type {
  BaseEventPage,
  EventGalleryImage,
  EventPage,
  Faq,
  FaqSection,
  Session,
  Speaker,
} from '@convene/contract';
import { UUID_PATTERN } from '@convene/contract';
import { and, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import {
  eventFaqs,
  eventFaqSections,
  eventGalleryImages,
  eventPages,
  eventSessions,
  eventSpeakers,
  eventSponsors,
} from '../../../db/schema/index';
import { bound, preparedStatement } from '../../../lib/prepared';
import { likePattern } from '../../../lib/search';
import { inOrganization, type Page, type Scope } from '../../../tenancy/scope';
import type { AccountRow } from '../../accounts/index';
import { accountsAs } from '../../accounts/sql';
import { fromJson } from '../../../lib/json-sql';
import {
  basePageJson,
  faqJson,
  faqOrder,
  faqSectionJson,
  faqSectionOrder,
  galleryImageJson,
  galleryOrder,
  pageJson,
  pageOrder,
  sessionJson,
  sessionOrder,
  speakerJson,
  speakerOrder,
  speaksInSql,
} from './json';

/*
 * The parts of an event page, each answered as the contract's JSON built in its query.
 * The event was checked by the service; every read is still scoped to the organization.
 */

const ALL: Page = { limit: 1000, offset: 0 };

/** `id` = key when the key is a uuid, else `slug` = key; no slug column: ids only. */
function keyCondition(table: { id: AnyColumn; slug?: AnyColumn }, key: string): SQL {
  if (UUID_PATTERN.test(key)) return eq(table.id, key);
  return table.slug ? eq(table.slug, key.toLowerCase()) : sql`false`;
}

/** Rows of `from` as JSON items, in order, in a window. */
async function jsonItems<T>(
  db: Executor,
  item: SQL,
  from: PgTable,
  where: SQL | undefined,
  orderBy: SQL,
  page: Page = ALL,
): Promise<T[]> {
  const rows = await db
    .select({ item })
    .from(from)
    .where(where)
    .orderBy(orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => fromJson(row.item as T | string));
}

// ---------------------------------------------------------------- agenda

/**
 * The event's sessions (all, found by `search`, of the speaker `speakerId`, or the one of
 * `key`) in agenda order: a prepared statement per shape, the event page's hot part.
 */
export async function selectSessions(
  db: Executor,
  scope: Scope,
  eventId: string,
  filter: { search?: string; speakerId?: string; key?: string },
): Promise<Session[]> {
  const s = eventSessions;
  const keyBy = filter.key === undefined ? null : UUID_PATTERN.test(filter.key) ? 'id' : 'slug';
  const name = ['event_sessions', filter.search ? 'search' : 'all']
    .concat(filter.speakerId ? ['speaker'] : [], keyBy ? [keyBy] : [])
    .join('_');
  const statement = preparedStatement(db, name, () =>
    db
      .select({ item: sessionJson() })
      .from(s)
      .where(
        and(
          inOrganization(s, { organizationId: bound('organizationId') }),
          eq(s.eventId, bound('eventId')),
          filter.search
            ? or(ilike(s.name, bound('pattern')), ilike(s.description, bound('pattern')))
            : undefined,
          filter.speakerId ? speaksInSql(bound('speakerId')) : undefined,
          keyBy ? eq(keyBy === 'id' ? s.id : s.slug, bound('key')) : undefined,
        ),
      )
      .orderBy(sessionOrder())
      .limit(ALL.limit)
      .prepare(name),
  );
  const rows = await statement.execute({
    organizationId: scope.organizationId,
    eventId,
    pattern: filter.search ? likePattern(filter.search) : null,
    speakerId: filter.speakerId ?? null,
    key: keyBy === 'slug' ? filter.key?.toLowerCase() : (filter.key ?? null),
  });
  return rows.map((row) => fromJson(row.item as Session | string));
}

export function selectSpeakers(
  db: Executor,
  scope: Scope,
  eventId: string,
  filter: { search?: string; key?: string },
  page?: Page,
): Promise<Speaker[]> {
  const sp = eventSpeakers;
  const pattern = filter.search ? likePattern(filter.search) : undefined;
  return jsonItems<Speaker>(
    db,
    speakerJson(),
    sp,
    and(
      inOrganization(sp, scope),
      eq(sp.eventId, eventId),
      pattern
        ? or(ilike(sp.firstName, pattern), ilike(sp.lastName, pattern), ilike(sp.company, pattern))
        : undefined,
      filter.key ? keyCondition(sp, filter.key) : undefined,
    ),
    speakerOrder(),
    page,
  );
}

const sponsorAccounts = accountsAs('sponsor');

/** The sponsoring accounts (enabled ones), in the event's order. */
export async function selectSponsors(
  db: Executor,
  scope: Scope,
  eventId: string,
  page: Page,
): Promise<AccountRow[]> {
  const rows = await db
    .select({ account: sponsorAccounts })
    .from(eventSponsors)
    .innerJoin(sponsorAccounts, eq(sponsorAccounts.id, eventSponsors.accountId))
    .where(
      and(
        inOrganization(eventSponsors, scope),
        eq(eventSponsors.eventId, eventId),
        eq(sponsorAccounts.disabled, false),
      ),
    )
    .orderBy(eventSponsors.sortOrder, sponsorAccounts.username)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.account);
}

// ---------------------------------------------------------------- FAQs, pages, gallery

export function selectFaqSections(
  db: Executor,
  scope: Scope,
  eventId: string,
  filter: { key?: string },
  page?: Page,
): Promise<FaqSection[]> {
  const fs = eventFaqSections;
  return jsonItems<FaqSection>(
    db,
    faqSectionJson(),
    fs,
    and(
      inOrganization(fs, scope),
      eq(fs.eventId, eventId),
      filter.key ? keyCondition(fs, filter.key) : undefined,
    ),
    faqSectionOrder(),
    page,
  );
}

/** The questions of a section (`fs` joined for each question's section card). */
export async function selectFaqs(
  db: Executor,
  scope: Scope,
  sectionId: string,
  filter: { key?: string },
  page: Page = ALL,
): Promise<Faq[]> {
  const f = eventFaqs;
  const fs = eventFaqSections;
  const rows = await db
    .select({ item: faqJson() })
    .from(f)
    .innerJoin(fs, eq(fs.id, f.sectionId))
    .where(
      and(
        inOrganization(f, scope),
        eq(f.sectionId, sectionId),
        filter.key ? keyCondition(f, filter.key) : undefined,
      ),
    )
    .orderBy(faqOrder())
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => fromJson(row.item as Faq | string));
}

export function selectPages(
  db: Executor,
  scope: Scope,
  eventId: string,
  page: Page,
): Promise<BaseEventPage[]> {
  const pg = eventPages;
  return jsonItems<BaseEventPage>(
    db,
    basePageJson(),
    pg,
    and(inOrganization(pg, scope), eq(pg.eventId, eventId)),
    pageOrder(),
    page,
  );
}

export async function findPage(
  db: Executor,
  scope: Scope,
  eventId: string,
  key: string,
): Promise<EventPage | undefined> {
  const pg = eventPages;
  const [page] = await jsonItems<EventPage>(
    db,
    pageJson(),
    pg,
    and(inOrganization(pg, scope), eq(pg.eventId, eventId), keyCondition(pg, key)),
    pageOrder(),
  );
  return page;
}

export function selectGalleryImages(
  db: Executor,
  scope: Scope,
  eventId: string,
  filter: { key?: string },
): Promise<EventGalleryImage[]> {
  const gi = eventGalleryImages;
  return jsonItems<EventGalleryImage>(
    db,
    galleryImageJson(),
    gi,
    and(
      inOrganization(gi, scope),
      eq(gi.eventId, eventId),
      filter.key ? keyCondition(gi, filter.key) : undefined,
    ),
    galleryOrder(),
  );
}
