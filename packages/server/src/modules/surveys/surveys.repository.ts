import { isUuid, type PassStatus } from '@convene/contract';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  surveyQuestionChoices,
  surveyQuestions,
  surveyResponses,
  surveySections,
  surveySubmissions,
  surveys,
} from '../../db/schema/index';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import { updateWhere } from '../../db/update';

export type SurveyRow = typeof surveys.$inferSelect;
export type SectionRow = typeof surveySections.$inferSelect;
export type QuestionRow = typeof surveyQuestions.$inferSelect;
export type ChoiceRow = typeof surveyQuestionChoices.$inferSelect;
export type SubmissionRow = typeof surveySubmissions.$inferSelect;
export type ResponseRow = typeof surveyResponses.$inferSelect;

/** A survey by id or slug, in the organization; `lock` holds its row for the transaction. */
export async function findSurvey(
  db: Executor,
  scope: Scope,
  key: string,
  options: { lock?: boolean } = {},
): Promise<SurveyRow | undefined> {
  const byKey = isUuid(key) ? eq(surveys.id, key) : eq(surveys.slug, key);
  const query = db
    .select()
    .from(surveys)
    .where(and(inOrganization(surveys, scope), byKey));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function listSurveys(db: Executor, scope: Scope, page: Page): Promise<SurveyRow[]> {
  return db
    .select()
    .from(surveys)
    .where(inOrganization(surveys, scope))
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function slugTaken(
  db: Executor,
  scope: Scope,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(inOrganization(surveys, scope), eq(surveys.slug, slug)));
  return rows.some((row) => row.id !== exceptId);
}

/** A survey's sections, questions and choices, in their order. */
export async function loadStructureRows(
  db: Executor,
  scope: Scope,
  surveyId: string,
): Promise<{ sections: SectionRow[]; questions: QuestionRow[]; choices: ChoiceRow[] }> {
  // One after another: `db` may be a transaction, whose one connection runs one statement at a time.
  const sections = await db
    .select()
    .from(surveySections)
    .where(and(inOrganization(surveySections, scope), eq(surveySections.surveyId, surveyId)))
    .orderBy(asc(surveySections.sortOrder), asc(surveySections.id));
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(and(inOrganization(surveyQuestions, scope), eq(surveyQuestions.surveyId, surveyId)))
    .orderBy(asc(surveyQuestions.sortOrder), asc(surveyQuestions.id));
  const choices = questions.length
    ? await db
        .select()
        .from(surveyQuestionChoices)
        .where(
          and(
            inOrganization(surveyQuestionChoices, scope),
            inArray(
              surveyQuestionChoices.questionId,
              questions.map((question) => question.id),
            ),
          ),
        )
        .orderBy(asc(surveyQuestionChoices.sortOrder), asc(surveyQuestionChoices.id))
    : [];
  return { sections, questions, choices };
}

/** Submissions per status of each survey named. */
export async function submissionCounts(
  db: Executor,
  scope: Scope,
  surveyIds: string[],
): Promise<Map<string, Partial<Record<PassStatus, number>>>> {
  const counts = new Map<string, Partial<Record<PassStatus, number>>>();
  if (!surveyIds.length) return counts;
  const rows = await db
    .select({
      surveyId: surveySubmissions.surveyId,
      status: surveySubmissions.status,
      count: count(),
    })
    .from(surveySubmissions)
    .where(
      and(inOrganization(surveySubmissions, scope), inArray(surveySubmissions.surveyId, surveyIds)),
    )
    .groupBy(surveySubmissions.surveyId, surveySubmissions.status);
  for (const row of rows) {
    counts.set(row.surveyId, { ...counts.get(row.surveyId), [row.status]: row.count });
  }
  return counts;
}

export async function findSubmission(
  db: Executor,
  scope: Scope,
  surveyId: string,
  submissionId: string,
  options: { lock?: boolean } = {},
): Promise<SubmissionRow | undefined> {
  const query = db
    .select()
    .from(surveySubmissions)
    .where(
      and(
        inOrganization(surveySubmissions, scope),
        eq(surveySubmissions.surveyId, surveyId),
        eq(surveySubmissions.id, submissionId),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** An account's submissions of a survey (a status, or all), newest first. */
export async function accountSubmissions(
  db: Executor,
  scope: Scope,
  surveyId: string,
  accountId: string,
  options: { status?: PassStatus; page?: Page } = {},
): Promise<SubmissionRow[]> {
  const conditions: SQL[] = [
    inOrganization(surveySubmissions, scope),
    eq(surveySubmissions.surveyId, surveyId),
    eq(surveySubmissions.accountId, accountId),
  ];
  if (options.status) conditions.push(eq(surveySubmissions.status, options.status));
  const query = db
    .select()
    .from(surveySubmissions)
    .where(and(...conditions))
    .orderBy(desc(surveySubmissions.createdAt), desc(surveySubmissions.id));
  return options.page ? query.limit(options.page.limit).offset(options.page.offset) : query;
}

export async function insertSubmission(
  db: Executor,
  scope: Scope,
  surveyId: string,
  accountId: string | null,
): Promise<SubmissionRow> {
  const [row] = await db
    .insert(surveySubmissions)
    .values({ organizationId: scope.organizationId, surveyId, accountId })
    .returning();
  return row!;
}

export async function markSubmitted(db: Executor, submissionId: string, now: Date): Promise<void> {
  await db
    .update(surveySubmissions)
    .set({ status: 'ready', submittedAt: now })
    .where(eq(surveySubmissions.id, submissionId));
}

/** The answers of the submissions named. */
export async function responsesOf(
  db: Executor,
  scope: Scope,
  submissionIds: string[],
): Promise<ResponseRow[]> {
  if (!submissionIds.length) return [];
  return db
    .select()
    .from(surveyResponses)
    .where(
      and(
        inOrganization(surveyResponses, scope),
        inArray(surveyResponses.submissionId, submissionIds),
      ),
    );
}

export async function saveResponse(
  db: Executor,
  scope: Scope,
  values: { submissionId: string; questionId: string; value: string; choiceIds: string[] },
): Promise<void> {
  await db
    .insert(surveyResponses)
    .values({ ...values, organizationId: scope.organizationId })
    .onConflictDoUpdate({
      target: [surveyResponses.submissionId, surveyResponses.questionId],
      set: { value: values.value, choiceIds: values.choiceIds, updatedAt: new Date() },
    });
}

export async function deleteResponses(
  db: Executor,
  submissionId: string,
  questionIds: string[],
): Promise<void> {
  if (!questionIds.length) return;
  await db
    .delete(surveyResponses)
    .where(
      and(
        eq(surveyResponses.submissionId, submissionId),
        inArray(surveyResponses.questionId, questionIds),
      ),
    );
}

/** The submitted submissions of a survey, oldest first, with their answers. */
export async function submittedAnswers(
  db: Executor,
  scope: Scope,
  surveyId: string,
): Promise<{ responses: ResponseRow[]; submissions: SubmissionRow[] }> {
  const submissions = await db
    .select()
    .from(surveySubmissions)
    .where(
      and(
        inOrganization(surveySubmissions, scope),
        eq(surveySubmissions.surveyId, surveyId),
        eq(surveySubmissions.status, 'ready'),
      ),
    )
    .orderBy(asc(surveySubmissions.submittedAt), asc(surveySubmissions.id));
  return {
    submissions,
    responses: await responsesOf(
      db,
      scope,
      submissions.map((s) => s.id),
    ),
  };
}

/** Whether anyone has started answering the survey. */
export async function hasSubmissions(db: Executor, surveyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: surveySubmissions.id })
    .from(surveySubmissions)
    .where(eq(surveySubmissions.surveyId, surveyId))
    .limit(1);
  return rows.length > 0;
}

export async function insertSurvey(
  db: Executor,
  values: typeof surveys.$inferInsert,
): Promise<SurveyRow> {
  const [row] = await db.insert(surveys).values(values).returning();
  return row!;
}

export async function updateSurvey(
  db: Executor,
  surveyId: string,
  values: Partial<typeof surveys.$inferInsert>,
): Promise<void> {
  await updateWhere(db, surveys, values, eq(surveys.id, surveyId));
}

export async function deleteSurvey(db: Executor, surveyId: string): Promise<void> {
  await db.delete(surveys).where(eq(surveys.id, surveyId));
}

/** Removes a survey's sections and questions (before they are written again). */
export async function deleteStructure(db: Executor, surveyId: string): Promise<void> {
  await db.delete(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId));
  await db.delete(surveySections).where(eq(surveySections.surveyId, surveyId));
}

export async function insertSection(
  db: Executor,
  values: typeof surveySections.$inferInsert,
): Promise<SectionRow> {
  const [row] = await db.insert(surveySections).values(values).returning();
  return row!;
}

export async function insertQuestion(
  db: Executor,
  values: typeof surveyQuestions.$inferInsert,
): Promise<QuestionRow> {
  const [row] = await db.insert(surveyQuestions).values(values).returning();
  return row!;
}

export async function insertChoice(
  db: Executor,
  values: typeof surveyQuestionChoices.$inferInsert,
): Promise<ChoiceRow> {
  const [row] = await db.insert(surveyQuestionChoices).values(values).returning();
  return row!;
}

/** How many submitted answers already picked each choice named (its supply taken). */
export async function choicesTaken(
  db: Executor,
  scope: Scope,
  choiceIds: string[],
): Promise<Map<string, number>> {
  if (!choiceIds.length) return new Map();
  const choice = sql<string>`unnest(${surveyResponses.choiceIds})`;
  const rows = await db
    .select({ choiceId: choice, count: count() })
    .from(surveyResponses)
    .innerJoin(surveySubmissions, eq(surveySubmissions.id, surveyResponses.submissionId))
    .where(and(inOrganization(surveyResponses, scope), eq(surveySubmissions.status, 'ready')))
    .groupBy(choice);
  const wanted = new Set(choiceIds);
  return new Map(
    rows.filter((row) => wanted.has(row.choiceId)).map((row) => [row.choiceId, row.count]),
  );
}
