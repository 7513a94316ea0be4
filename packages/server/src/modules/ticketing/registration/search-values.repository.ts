import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { eventQuestionSearchValues, eventQuestions } from '../../../db/schema/index';
import { likePattern } from '../../../lib/search';
import { inOrganization, type Page, type Scope } from '../../../tenancy/scope';

const v = eventQuestionSearchValues;

/** A `search` question of the event (undefined when the event has no such question). */
export async function findSearchQuestion(
  db: Executor,
  scope: Scope,
  eventId: string,
  questionId: string,
): Promise<{ id: string; type: string } | undefined> {
  const [row] = await db
    .select({ id: eventQuestions.id, type: eventQuestions.type })
    .from(eventQuestions)
    .where(
      and(
        inOrganization(eventQuestions, scope),
        eq(eventQuestions.eventId, eventId),
        eq(eventQuestions.id, questionId),
      ),
    );
  return row;
}

/** A page of a search question's values in alphabetical order, those containing `search`. */
export async function listSearchValues(
  db: Executor,
  scope: Scope,
  questionId: string,
  page: Page & { search?: string | undefined },
): Promise<{ id: string; value: string }[]> {
  return db
    .select({ id: v.id, value: v.value })
    .from(v)
    .where(
      and(
        inOrganization(v, scope),
        eq(v.questionId, questionId),
        page.search ? ilike(v.value, likePattern(page.search)) : undefined,
      ),
    )
    .orderBy(asc(v.value), asc(v.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Which of `values` a search question offers. */
export async function existingSearchValues(
  db: Executor,
  scope: Scope,
  questionId: string,
  values: string[],
): Promise<Set<string>> {
  if (!values.length) return new Set();
  const rows = await db
    .select({ value: v.value })
    .from(v)
    .where(and(inOrganization(v, scope), eq(v.questionId, questionId), inArray(v.value, values)));
  return new Set(rows.map((row) => row.value));
}
