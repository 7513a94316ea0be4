import type {
  BaseAccount,
  BaseEventPage,
  BaseFaqSection,
  BaseRegistration,
  BaseSession,
  BaseSpeaker,
  EventGalleryImage,
} from '@convene/contract';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import {
  eventFaqSections,
  eventGalleryImages,
  eventPages,
  eventRegistrations,
  events,
  eventSessions,
  eventSpeakers,
  eventSponsors,
} from '../../../db/schema/index';
import { bound, preparedStatement } from '../../../lib/prepared';
import { inOrganization } from '../../../tenancy/scope';
import { accountsAs, accountSummaryColumns } from '../../accounts/sql';
import { coHostsSql } from '../listings/sql';
import {
  BOUND_VIEWER,
  creatorJoin,
  eventByKey,
  eventSummarySelection,
  pricesJoin,
  viewerFlags,
  type EventSummaryRow,
  type EventViewer,
} from './events.repository';
import type { EventRow } from './sql';
import { countOf, jsonArray, jsonObject } from '../../../lib/json-sql';
import {
  baseFaqSectionJson,
  basePageJson,
  baseSessionJson,
  baseSpeakerJson,
  faqSectionOrder,
  galleryImageJson,
  galleryOrder,
  pageOrder,
  sessionOrder,
  speakerOrder,
} from './json';

/** What the event page shows besides the summary, built in the same statement. */
export interface EventDetailExtras {
  sessions: BaseSession[];
  speakers: BaseSpeaker[];
  sponsors: BaseAccount[];
  faqSections: BaseFaqSection[];
  pages: BaseEventPage[];
  galleryImages: EventGalleryImage[];
  registrations: BaseRegistration[];
  /** The viewer co-hosts the event or is one of its host speakers. */
  coHosting: boolean;
  counts: { sessions: number; speakers: number; sponsors: number; galleryImages: number };
}

const sponsorAccounts = accountsAs('spa');
const qb = new QueryBuilder();

/** `table.event_id` is the event row's id. */
function ofEvent(table: { eventId: AnyColumn }): SQL {
  return sql`${table.eventId} = ${events.id}`;
}

/** The event's sponsoring accounts (enabled ones): an aggregate of a joined subquery. */
function sponsorsOf(aggregate: SQL) {
  const es = eventSponsors;
  return qb
    .select({ value: aggregate })
    .from(es)
    .innerJoin(sponsorAccounts, eq(sponsorAccounts.id, es.accountId))
    .where(and(ofEvent(es), eq(sponsorAccounts.disabled, false)));
}

/** The viewer's own part of the event page: their registrations, and whether they co-host it. */
function viewerExtras(viewerId: unknown) {
  const sp = eventSpeakers;
  const r = eventRegistrations;
  return {
    registrations: jsonArray(
      jsonObject({
        id: r.id,
        alternateId: r.alternateId,
        accountId: r.accountId,
        eventId: r.eventId,
      }),
      sql`from ${r} where ${ofEvent(r)} and ${r.accountId} = ${viewerId}::uuid and ${r.status} = 'registered'`,
      sql`${r.createdAt}`,
    ) as SQL<BaseRegistration[]>,
    coHosting: sql<boolean>`(${coHostsSql(events.id, viewerId)}
      or exists (select 1 from ${sp} where ${ofEvent(sp)}
        and ${sp.accountId} = ${viewerId}::uuid and ${sp.isHost}))`,
  };
}

function detailExtras(viewerId: unknown): SQL<EventDetailExtras> {
  const s = eventSessions;
  const sp = eventSpeakers;
  const fs = eventFaqSections;
  const pg = eventPages;
  const gi = eventGalleryImages;
  const sponsorJson = jsonObject(accountSummaryColumns(sponsorAccounts));
  const sponsorOrder = sql`${eventSponsors.sortOrder}, ${sponsorAccounts.username}`;
  return sql<EventDetailExtras>`${jsonObject({
    sessions: jsonArray(baseSessionJson(), sql`from ${s} where ${ofEvent(s)}`, sessionOrder()),
    speakers: jsonArray(baseSpeakerJson(), sql`from ${sp} where ${ofEvent(sp)}`, speakerOrder()),
    sponsors: sql`coalesce((${sponsorsOf(sql`json_agg(${sponsorJson} order by ${sponsorOrder})`)}), '[]'::json)`,
    faqSections: jsonArray(
      baseFaqSectionJson(),
      sql`from ${fs} where ${ofEvent(fs)}`,
      faqSectionOrder(),
    ),
    pages: jsonArray(basePageJson(), sql`from ${pg} where ${ofEvent(pg)}`, pageOrder()),
    galleryImages: jsonArray(
      galleryImageJson(),
      sql`from ${gi} where ${ofEvent(gi)}`,
      galleryOrder(),
    ),
    ...viewerExtras(viewerId),
    counts: jsonObject({
      sessions: countOf(sql`from ${s} where ${ofEvent(s)}`),
      speakers: countOf(sql`from ${sp} where ${ofEvent(sp)}`),
      sponsors: sql`(${sponsorsOf(sql`count(*)::int`)})`,
      galleryImages: countOf(sql`from ${gi} where ${ofEvent(gi)}`),
    }),
  })}`;
}

export type EventDetailRow = EventSummaryRow & { extras: EventDetailExtras | string };

/** The event by id or slug with everything its page shows: one prepared statement per key kind. */
export async function findEventDetail(
  db: Executor,
  viewer: EventViewer,
  key: string,
): Promise<EventDetailRow | undefined> {
  const { shape, where, params } = eventByKey(viewer, key);
  const name = `events_detail_${shape}`;
  const statement = preparedStatement(db, name, () =>
    db
      .select({ ...eventSummarySelection(BOUND_VIEWER), extras: detailExtras(bound('viewerId')) })
      .from(events)
      .leftJoin(creatorJoin.table, creatorJoin.on)
      .leftJoin(...pricesJoin(BOUND_VIEWER.now))
      .where(where())
      .prepare(name),
  );
  const [row] = await statement.execute(params);
  return row as EventDetailRow | undefined;
}

/**
 * What the event page takes from who reads it, with what the access rules read (the
 * viewer's flags): the one statement of a page whose shared part is kept
 * (tenancy/shared-views.ts). The meeting URL is read for those who may join.
 */
export interface EventViewerMarks
  extends
    Pick<EventRow, 'id' | 'status' | 'groupId' | 'groupOnly' | 'meetingUrl'>,
    Pick<EventSummaryRow, 'registered' | 'manager' | 'groupMember'> {
  registrations: BaseRegistration[] | string;
  coHosting: boolean;
}

/** The event by id or slug and the viewer's marks on it: one prepared statement per key kind. */
export async function findEventViewerMarks(
  db: Executor,
  viewer: EventViewer,
  key: string,
): Promise<EventViewerMarks | undefined> {
  const { shape, where, params } = eventByKey(viewer, key);
  const name = `events_viewer_marks_${shape}`;
  const statement = preparedStatement(db, name, () => {
    const marks = viewerExtras(bound('viewerId'));
    return db
      .select({
        id: events.id,
        status: events.status,
        groupId: events.groupId,
        groupOnly: events.groupOnly,
        meetingUrl: events.meetingUrl,
        ...viewerFlags(BOUND_VIEWER),
        // Nested, so that the event's columns keep their table inside the sub-selects.
        registrations: sql`${marks.registrations}`,
        coHosting: sql<boolean>`${marks.coHosting}`,
      })
      .from(events)
      .where(where())
      .prepare(name);
  });
  const [row] = await statement.execute(params);
  return row as EventViewerMarks | undefined;
}

/**
 * What the event page shows besides the summary, for each of a list page's events (the
 * lists the SDK reads as full events): one statement for the page, after the page's own,
 * so the list query stays the summary's.
 */
export async function findEventExtras(
  db: Executor,
  viewer: EventViewer,
  eventIds: readonly string[],
): Promise<Map<string, EventDetailExtras | string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ id: events.id, extras: detailExtras(viewer.viewerId) })
    .from(events)
    .where(and(inOrganization(events, viewer.scope), inArray(events.id, [...eventIds])));
  return new Map(rows.map((row) => [row.id, row.extras]));
}
