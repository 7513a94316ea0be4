import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventFollowupQuestions, eventQuestions } from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/*
 * What question sections and follow-ups check of the questions they hold: whether a
 * section still has any, which ids are the event's questions, and moving questions into a
 * follow-up (out of their registration section and any other follow-up).
 */

export async function sectionHasQuestions(
  db: Executor,
  scope: Scope,
  sectionId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: eventQuestions.id })
    .from(eventQuestions)
    .where(and(inOrganization(eventQuestions, scope), eq(eventQuestions.sectionId, sectionId)))
    .limit(1);
  return row !== undefined;
}

/** Which of `ids` are questions of the event. */
export async function eventQuestionIds(
  db: Executor,
  scope: Scope,
  eventId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: eventQuestions.id })
    .from(eventQuestions)
    .where(
      and(
        inOrganization(eventQuestions, scope),
        eq(eventQuestions.eventId, eventId),
        inArray(eventQuestions.id, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * Frees questions for the follow-up `followupId`: registration no longer asks them (no
 * section) and no other follow-up holds them (a question is in one follow-up at most).
 */
export async function releaseForFollowup(
  db: Executor,
  scope: Scope,
  followupId: string,
  questionIds: readonly string[],
): Promise<void> {
  if (questionIds.length === 0) return;
  await db
    .update(eventQuestions)
    .set({ sectionId: null, updatedAt: new Date() })
    .where(
      and(inOrganization(eventQuestions, scope), inArray(eventQuestions.id, [...questionIds])),
    );
  await db
    .delete(eventFollowupQuestions)
    .where(
      and(
        inOrganization(eventFollowupQuestions, scope),
        inArray(eventFollowupQuestions.questionId, [...questionIds]),
        ne(eventFollowupQuestions.followupId, followupId),
      ),
    );
}
