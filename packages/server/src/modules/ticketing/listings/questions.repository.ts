import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventPassResponses,
  eventQuestionChoices,
  eventQuestions,
  eventQuestionSections,
} from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

/*
 * Registration questions as a listing writes them: the question, its choices and the
 * section it is asked in (a listing question).
 */

export type NewQuestionRow = typeof eventQuestions.$inferInsert;
export type QuestionRow = typeof eventQuestions.$inferSelect;
export interface ChoiceInput {
  id?: string | null;
  value: string;
  text?: string | null;
  description?: string | null;
  supply?: number | null;
}

/** The section a question without one goes to: the event's first, made when there is none. */
export async function defaultSectionId(
  db: Executor,
  scope: Scope,
  eventId: string,
): Promise<string> {
  const [first] = await db
    .select({ id: eventQuestionSections.id })
    .from(eventQuestionSections)
    .where(
      and(inOrganization(eventQuestionSections, scope), eq(eventQuestionSections.eventId, eventId)),
    )
    .orderBy(asc(eventQuestionSections.sortOrder), asc(eventQuestionSections.createdAt))
    .limit(1);
  if (first) return first.id;
  const [made] = await db
    .insert(eventQuestionSections)
    .values({ organizationId: scope.organizationId, eventId, name: 'Registration' })
    .returning({ id: eventQuestionSections.id });
  return made!.id;
}

export async function sectionExists(
  db: Executor,
  scope: Scope,
  eventId: string,
  sectionId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: eventQuestionSections.id })
    .from(eventQuestionSections)
    .where(
      and(
        inOrganization(eventQuestionSections, scope),
        eq(eventQuestionSections.eventId, eventId),
        eq(eventQuestionSections.id, sectionId),
      ),
    );
  return row !== undefined;
}

export async function findQuestion(
  db: Executor,
  scope: Scope,
  eventId: string,
  questionId: string,
): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select()
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

export async function insertQuestion(db: Executor, values: NewQuestionRow): Promise<QuestionRow> {
  const [row] = await db.insert(eventQuestions).values(values).returning();
  return row!;
}

export async function updateQuestion(
  db: Executor,
  scope: Scope,
  questionId: string,
  changes: Partial<NewQuestionRow>,
): Promise<void> {
  await db
    .update(eventQuestions)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(inOrganization(eventQuestions, scope), eq(eventQuestions.id, questionId)));
}

export async function deleteQuestion(
  db: Executor,
  scope: Scope,
  questionId: string,
): Promise<void> {
  await db
    .delete(eventQuestions)
    .where(and(inOrganization(eventQuestions, scope), eq(eventQuestions.id, questionId)));
}

export async function isAnswered(db: Executor, scope: Scope, questionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventPassResponses.id })
    .from(eventPassResponses)
    .where(
      and(inOrganization(eventPassResponses, scope), eq(eventPassResponses.questionId, questionId)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Makes the question's choices these, in this order: a choice sent with its id keeps its
 * row (and what is sold of it), one without is added, and the others are removed.
 */
export async function replaceChoices(
  db: Executor,
  scope: Scope,
  questionId: string,
  choices: readonly ChoiceInput[],
): Promise<void> {
  const kept = choices.flatMap((choice) => (choice.id ? [choice.id] : []));
  await db
    .delete(eventQuestionChoices)
    .where(
      and(
        inOrganization(eventQuestionChoices, scope),
        eq(eventQuestionChoices.questionId, questionId),
        kept.length > 0 ? notInArray(eventQuestionChoices.id, kept) : undefined,
      ),
    );
  // Values are unique per question: park the kept ones before writing the new order.
  if (kept.length > 0) {
    await db
      .update(eventQuestionChoices)
      .set({ value: sql`${eventQuestionChoices.id}::text` })
      .where(
        and(
          inOrganization(eventQuestionChoices, scope),
          eq(eventQuestionChoices.questionId, questionId),
          inArray(eventQuestionChoices.id, kept),
        ),
      );
  }
  for (const [sortOrder, choice] of choices.entries()) {
    const values = {
      value: choice.value,
      text: choice.text ?? null,
      description: choice.description ?? null,
      supply: choice.supply ?? null,
      sortOrder,
    };
    const updated = choice.id
      ? await db
          .update(eventQuestionChoices)
          .set(values)
          .where(
            and(
              inOrganization(eventQuestionChoices, scope),
              eq(eventQuestionChoices.questionId, questionId),
              eq(eventQuestionChoices.id, choice.id),
            ),
          )
          .returning({ id: eventQuestionChoices.id })
      : [];
    if (updated.length === 0) {
      await db
        .insert(eventQuestionChoices)
        .values({ ...values, organizationId: scope.organizationId, questionId });
    }
  }
}
