import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventPassResponses,
  eventQuestionChoices,
  eventQuestions,
  eventQuestionSectionPassTypes,
  eventQuestionSections,
} from '../../../db/schema/index';
import { inOrganization, type Scope } from '../../../tenancy/scope';

export type QuestionRow = typeof eventQuestions.$inferSelect;
export type ChoiceRow = typeof eventQuestionChoices.$inferSelect;
export type SectionRow = typeof eventQuestionSections.$inferSelect;

/** The event's question sections with the pass types each names (none: every pass type). */
export async function sectionsOfEvent(db: Executor, scope: Scope, eventId: string) {
  const sections = await db
    .select()
    .from(eventQuestionSections)
    .where(
      and(inOrganization(eventQuestionSections, scope), eq(eventQuestionSections.eventId, eventId)),
    )
    .orderBy(asc(eventQuestionSections.sortOrder), asc(eventQuestionSections.id));
  const links = sections.length
    ? await db
        .select()
        .from(eventQuestionSectionPassTypes)
        .where(
          inArray(
            eventQuestionSectionPassTypes.sectionId,
            sections.map((section) => section.id),
          ),
        )
    : [];
  return sections.map((section) => ({
    ...section,
    passTypeIds: links
      .filter((link) => link.sectionId === section.id)
      .map((link) => link.passTypeId),
  }));
}

/** The event's questions (all, or those of `ids`) with their choices. */
export async function questionsOfEvent(
  db: Executor,
  scope: Scope,
  eventId: string,
  ids?: string[],
): Promise<(QuestionRow & { choices: ChoiceRow[] })[]> {
  if (ids && ids.length === 0) return [];
  const questions = await db
    .select()
    .from(eventQuestions)
    .where(
      and(
        inOrganization(eventQuestions, scope),
        eq(eventQuestions.eventId, eventId),
        ids ? inArray(eventQuestions.id, ids) : undefined,
      ),
    )
    .orderBy(asc(eventQuestions.sortOrder), asc(eventQuestions.id));
  const choices = questions.length
    ? await db
        .select()
        .from(eventQuestionChoices)
        .where(
          inArray(
            eventQuestionChoices.questionId,
            questions.map((question) => question.id),
          ),
        )
        .orderBy(asc(eventQuestionChoices.sortOrder), asc(eventQuestionChoices.id))
    : [];
  return questions.map((question) => ({
    ...question,
    choices: choices.filter((choice) => choice.questionId === question.id),
  }));
}

export async function saveResponse(
  db: Executor,
  values: {
    organizationId: string;
    passId: string;
    questionId: string;
    value: string;
    choiceIds: string[];
  },
): Promise<void> {
  await db
    .insert(eventPassResponses)
    .values(values)
    .onConflictDoUpdate({
      target: [eventPassResponses.passId, eventPassResponses.questionId],
      set: { value: values.value, choiceIds: values.choiceIds, updatedAt: new Date() },
    });
}

export async function deleteResponse(
  db: Executor,
  scope: Scope,
  passId: string,
  questionId: string,
): Promise<void> {
  await db
    .delete(eventPassResponses)
    .where(
      and(
        inOrganization(eventPassResponses, scope),
        eq(eventPassResponses.passId, passId),
        eq(eventPassResponses.questionId, questionId),
      ),
    );
}
