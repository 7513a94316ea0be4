import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventSessions,
  eventSessionSpeakers,
  eventSpeakers,
  eventSponsors,
} from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/*
 * The program a listing writes: sessions (and the speakers on them), speakers and
 * sponsoring accounts. Every statement is scoped by organization and event.
 */

export type NewSessionRow = typeof eventSessions.$inferInsert;
export type SessionRow = typeof eventSessions.$inferSelect;
export type NewSpeakerRow = typeof eventSpeakers.$inferInsert;
export type SpeakerRow = typeof eventSpeakers.$inferSelect;

/** The slugs already used by the event's sessions or speakers (a new one must differ). */
export async function usedSlugs(
  db: Executor,
  scope: Scope,
  eventId: string,
  of: 'sessions' | 'speakers',
): Promise<Set<string>> {
  const table = of === 'sessions' ? eventSessions : eventSpeakers;
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(and(inOrganization(table, scope), eq(table.eventId, eventId)));
  return new Set(rows.map((row) => row.slug));
}

/** The first start and the last end of the event's sessions (null without sessions). */
export async function sessionSpan(
  db: Executor,
  scope: Scope,
  eventId: string,
): Promise<{ start: Date; end: Date } | null> {
  const [row] = await db
    .select({
      start: sql<Date | null>`min(${eventSessions.startTime})`.mapWith(eventSessions.startTime),
      end: sql<Date | null>`max(${eventSessions.endTime})`.mapWith(eventSessions.endTime),
    })
    .from(eventSessions)
    .where(and(inOrganization(eventSessions, scope), eq(eventSessions.eventId, eventId)));
  return row?.start && row.end ? { start: row.start, end: row.end } : null;
}

export async function insertSession(db: Executor, values: NewSessionRow): Promise<SessionRow> {
  const [row] = await db.insert(eventSessions).values(values).returning();
  return row!;
}

/**
 * Writes a session's columns. A new `supply` is written only while it holds what is sold
 * and held (one conditional update, as every capacity is taken): false when it would not.
 */
export async function updateSession(
  db: Executor,
  scope: Scope,
  sessionId: string,
  changes: Partial<NewSessionRow>,
): Promise<boolean> {
  const rows = await db
    .update(eventSessions)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        inOrganization(eventSessions, scope),
        eq(eventSessions.id, sessionId),
        typeof changes.supply === 'number'
          ? sql`${eventSessions.sold} + ${eventSessions.reserved} <= ${changes.supply}`
          : undefined,
      ),
    )
    .returning({ id: eventSessions.id });
  return rows.length > 0;
}

export async function deleteSession(db: Executor, scope: Scope, sessionId: string): Promise<void> {
  await db
    .delete(eventSessions)
    .where(and(inOrganization(eventSessions, scope), eq(eventSessions.id, sessionId)));
}

/** Replaces the speakers of a session with those of `speakerIds` that belong to the event. */
export async function setSessionSpeakers(
  db: Executor,
  scope: Scope,
  eventId: string,
  sessionId: string,
  speakerIds: string[],
): Promise<void> {
  await db
    .delete(eventSessionSpeakers)
    .where(
      and(
        inOrganization(eventSessionSpeakers, scope),
        eq(eventSessionSpeakers.sessionId, sessionId),
      ),
    );
  if (speakerIds.length === 0) return;
  const speakers = await db
    .select({ id: eventSpeakers.id })
    .from(eventSpeakers)
    .where(
      and(
        inOrganization(eventSpeakers, scope),
        eq(eventSpeakers.eventId, eventId),
        inArray(eventSpeakers.id, speakerIds),
      ),
    );
  if (speakers.length === 0) return;
  await db.insert(eventSessionSpeakers).values(
    speakers.map((speaker) => ({
      organizationId: scope.organizationId,
      sessionId,
      speakerId: speaker.id,
    })),
  );
}

export async function insertSpeaker(db: Executor, values: NewSpeakerRow): Promise<SpeakerRow> {
  const [row] = await db.insert(eventSpeakers).values(values).returning();
  return row!;
}

export async function findSpeaker(
  db: Executor,
  scope: Scope,
  eventId: string,
  speakerId: string,
): Promise<SpeakerRow | undefined> {
  const [row] = await db
    .select()
    .from(eventSpeakers)
    .where(
      and(
        inOrganization(eventSpeakers, scope),
        eq(eventSpeakers.eventId, eventId),
        eq(eventSpeakers.id, speakerId),
      ),
    );
  return row;
}

export async function updateSpeaker(
  db: Executor,
  scope: Scope,
  speakerId: string,
  changes: Partial<NewSpeakerRow>,
): Promise<void> {
  await db
    .update(eventSpeakers)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(inOrganization(eventSpeakers, scope), eq(eventSpeakers.id, speakerId)));
}

export async function deleteSpeaker(db: Executor, scope: Scope, speakerId: string): Promise<void> {
  await db
    .delete(eventSpeakers)
    .where(and(inOrganization(eventSpeakers, scope), eq(eventSpeakers.id, speakerId)));
}

/** Attaches sponsoring accounts after the ones already there; an attached one stays as it is. */
export async function insertSponsors(
  db: Executor,
  scope: Scope,
  eventId: string,
  accountIds: string[],
): Promise<void> {
  if (accountIds.length === 0) return;
  const [last] = await db
    .select({ max: sql<number>`coalesce(max(${eventSponsors.sortOrder}), -1)::int` })
    .from(eventSponsors)
    .where(and(inOrganization(eventSponsors, scope), eq(eventSponsors.eventId, eventId)));
  const start = (last?.max ?? -1) + 1;
  await db
    .insert(eventSponsors)
    .values(
      accountIds.map((accountId, index) => ({
        organizationId: scope.organizationId,
        eventId,
        accountId,
        sortOrder: start + index,
      })),
    )
    .onConflictDoNothing();
}

/** Detaches a sponsor; false when it was not attached. */
export async function deleteSponsor(
  db: Executor,
  scope: Scope,
  eventId: string,
  accountId: string,
): Promise<boolean> {
  const rows = await db
    .delete(eventSponsors)
    .where(
      and(
        inOrganization(eventSponsors, scope),
        eq(eventSponsors.eventId, eventId),
        eq(eventSponsors.accountId, accountId),
      ),
    )
    .returning({ accountId: eventSponsors.accountId });
  return rows.length > 0;
}
