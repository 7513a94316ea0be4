import type { PassStatus } from '@convene/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventPasses,
  eventPassTypes,
  eventSessionAccesses,
  eventSessionQuestions,
  eventSessionResponses,
  eventSessionSections,
} from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import { HELD_PASS, opensSession } from './sessions.repository';

/*
 * The caller's passes for one session, their accesses, and the session's questions and
 * answers. Every query is scoped by organization; "the caller's" means the pass's attendee.
 */

const p = eventPasses;
const a = eventSessionAccesses;

export interface CallerPass {
  id: string;
  alternateId: number;
  status: PassStatus;
  ticketId: string;
  ticketName: string;
  opens: boolean;
  accessId: string | null;
  accessStatus: PassStatus | null;
}

/**
 * The caller's held passes of an event, each with whether it opens the session and its
 * access to it. `lock` takes their rows for update, so two requests for the same passes
 * run one after the other.
 */
export async function callerPasses(
  db: Executor,
  scope: Scope,
  session: { eventId: string; id: string },
  accountId: string,
  lock = false,
): Promise<CallerPass[]> {
  if (lock) {
    await db
      .select({ id: p.id })
      .from(p)
      .where(
        and(
          inOrganization(p, scope),
          eq(p.eventId, session.eventId),
          eq(p.attendeeAccountId, accountId),
        ),
      )
      .orderBy(asc(p.id))
      .for('update');
  }
  return db
    .select({
      id: p.id,
      alternateId: p.alternateId,
      status: p.status,
      ticketId: p.passTypeId,
      ticketName: eventPassTypes.name,
      opens: sql<boolean>`${opensSession(session.id, sql`${p.passTypeId}`)}`,
      accessId: a.id,
      accessStatus: a.status,
    })
    .from(p)
    .innerJoin(eventPassTypes, eq(eventPassTypes.id, p.passTypeId))
    .leftJoin(a, and(eq(a.passId, p.id), eq(a.sessionId, session.id)))
    .where(
      and(
        inOrganization(p, scope),
        eq(p.eventId, session.eventId),
        eq(p.attendeeAccountId, accountId),
        sql`${p.status} in ${HELD_PASS}`,
      ),
    )
    .orderBy(asc(p.alternateId));
}

export async function insertAccesses(
  db: Executor,
  scope: Scope,
  session: { eventId: string; id: string },
  accountId: string,
  passIds: string[],
  status: PassStatus,
): Promise<string[]> {
  if (passIds.length === 0) return [];
  const rows = await db
    .insert(a)
    .values(
      passIds.map((passId) => ({
        organizationId: scope.organizationId,
        eventId: session.eventId,
        sessionId: session.id,
        passId,
        accountId,
        status,
      })),
    )
    .returning({ id: a.id });
  return rows.map((row) => row.id);
}

export async function deleteAccesses(db: Executor, scope: Scope, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(a).where(and(inOrganization(a, scope), inArray(a.id, ids)));
}

/**
 * Accesses holding a seat are `needsInfo` while a required question has no answer, else
 * `ready` (drafts stay drafts); `seated` also moves the listed drafts to a seat.
 */
export async function refreshAccessStatus(
  db: Executor,
  scope: Scope,
  ids: string[],
  seated = false,
): Promise<void> {
  if (ids.length === 0) return;
  const missing = sql`exists (select 1 from ${eventSessionQuestions} q
    where q.session_id = ${a.sessionId} and q.required
      and not exists (select 1 from ${eventSessionResponses} r
        where r.access_id = ${a.id} and r.question_id = q.id and r.value <> ''))`;
  await db
    .update(a)
    .set({ status: sql`case when ${missing} then 'needsInfo' else 'ready' end` })
    .where(
      and(
        inOrganization(a, scope),
        inArray(a.id, ids),
        seated ? undefined : sql`${a.status} <> 'draft'`,
      ),
    );
}

/** The drafts of a paid session the caller has not paid yet; `lock` takes them for update. */
export function draftsOf(
  db: Executor,
  scope: Scope,
  sessionId: string,
  accountId: string,
  { lock }: { lock: boolean },
) {
  const query = db
    .select({ id: a.id, passId: a.passId })
    .from(a)
    .innerJoin(p, eq(p.id, a.passId))
    .where(
      and(
        inOrganization(a, scope),
        eq(a.sessionId, sessionId),
        eq(a.status, 'draft'),
        eq(p.attendeeAccountId, accountId),
        sql`${p.status} in ${HELD_PASS}`,
      ),
    )
    .orderBy(asc(a.passId));
  return lock ? query.for('update', { of: a }) : query;
}

/** Deletes the accesses of passes; answers how many seats each session gets back. */
export async function deletePassAccesses(
  db: Executor,
  scope: Scope,
  passIds: string[],
): Promise<Map<string, number>> {
  const freed = new Map<string, number>();
  if (passIds.length === 0) return freed;
  const rows = await db
    .delete(a)
    .where(and(inOrganization(a, scope), inArray(a.passId, passIds)))
    .returning({ sessionId: a.sessionId, status: a.status });
  for (const row of rows) {
    if (row.status !== 'draft') freed.set(row.sessionId, (freed.get(row.sessionId) ?? 0) + 1);
  }
  return freed;
}

/** The caller's accesses to a session (any status), with their answers. */
export async function accessesOf(db: Executor, scope: Scope, sessionId: string, accountId: string) {
  const accesses = await db
    .select({
      id: a.id,
      status: a.status,
      passId: a.passId,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
    })
    .from(a)
    .innerJoin(p, eq(p.id, a.passId))
    .where(
      and(inOrganization(a, scope), eq(a.sessionId, sessionId), eq(p.attendeeAccountId, accountId)),
    )
    .orderBy(asc(p.alternateId));
  const responses = accesses.length
    ? await db
        .select()
        .from(eventSessionResponses)
        .where(
          and(
            inOrganization(eventSessionResponses, scope),
            inArray(
              eventSessionResponses.accessId,
              accesses.map((access) => access.id),
            ),
          ),
        )
    : [];
  return accesses.map((access) => ({
    ...access,
    responses: responses.filter((response) => response.accessId === access.id),
  }));
}

export type QuestionRow = typeof eventSessionQuestions.$inferSelect;
export type SectionRow = typeof eventSessionSections.$inferSelect;

/** A session's sections in order, each with its questions in order. */
export async function sectionsOf(
  db: Executor,
  scope: Scope,
  sessionId: string,
): Promise<(SectionRow & { questions: QuestionRow[] })[]> {
  // One after another: `db` may be a transaction, whose one connection runs one statement at a time.
  const sections = await db
    .select()
    .from(eventSessionSections)
    .where(
      and(
        inOrganization(eventSessionSections, scope),
        eq(eventSessionSections.sessionId, sessionId),
      ),
    )
    .orderBy(asc(eventSessionSections.sortOrder), asc(eventSessionSections.id));
  const questions = await db
    .select()
    .from(eventSessionQuestions)
    .where(
      and(
        inOrganization(eventSessionQuestions, scope),
        eq(eventSessionQuestions.sessionId, sessionId),
      ),
    )
    .orderBy(asc(eventSessionQuestions.sortOrder), asc(eventSessionQuestions.id));
  return sections.map((section) => ({
    ...section,
    questions: questions.filter((question) => question.sectionId === section.id),
  }));
}

/** Sets (or, with an empty value, clears) an access's answer to a question. */
export async function saveResponse(
  db: Executor,
  scope: Scope,
  accessId: string,
  questionId: string,
  value: string,
): Promise<void> {
  const r = eventSessionResponses;
  if (value === '') {
    await db
      .delete(r)
      .where(and(inOrganization(r, scope), eq(r.accessId, accessId), eq(r.questionId, questionId)));
    return;
  }
  await db
    .insert(r)
    .values({ organizationId: scope.organizationId, accessId, questionId, value })
    .onConflictDoUpdate({
      target: [r.accessId, r.questionId],
      set: { value, updatedAt: new Date() },
    });
}

/** Whether an access has answered a question already (an immutable answer stays). */
export async function hasResponse(
  db: Executor,
  accessId: string,
  questionId: string,
): Promise<boolean> {
  const r = eventSessionResponses;
  const rows = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.accessId, accessId), eq(r.questionId, questionId)));
  return rows.length > 0;
}
