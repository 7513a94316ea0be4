import {
  CHOICE_QUESTION_TYPES,
  SURVEY_MESSAGES,
  type ListQuery,
  type ManagedSurvey,
  type SurveyBody,
  type SurveyExport,
  type SurveyInput,
  type SurveyQuestionInput,
  type SurveyResults,
  type SurveySectionInput,
} from '@convene/contract';
import { requireAdmin, type RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { csvFile, type CsvValue } from '../../lib/csv';
import { pageWindow } from '../../lib/envelope';
import type { Scope } from '../../tenancy/scope';
import { slugOf, uniqueSlug } from '../../lib/slug';
import { loadStructure, requireSurvey } from './survey-access';
import { askedQuestions, toManagedSurvey, type Structure } from './survey-view';
import {
  deleteStructure,
  deleteSurvey as deleteSurveyRow,
  hasSubmissions,
  insertChoice,
  insertQuestion,
  insertSection,
  insertSurvey,
  listSurveys,
  slugTaken,
  submissionCounts,
  submittedAnswers,
  updateSurvey as updateSurveyRow,
  type SurveyRow,
} from './surveys.repository';

/*
 * Organization administrators build surveys (sections, questions, choices and the
 * sub-questions a choice opens) and read their results.
 */

function invalid(message: string, field: string): AppError {
  return new AppError('VALIDATION', message, { field });
}

/** A choice question has choices with distinct values; another type has none. */
function checkQuestion(input: SurveyQuestionInput, field: string): void {
  const choices = input.choices ?? [];
  if (CHOICE_QUESTION_TYPES.includes(input.type)) {
    if (!choices.length)
      throw invalid('A choice question needs at least one choice', `${field}.choices`);
    const values = new Set(choices.map((choice) => choice.value));
    if (values.size !== choices.length) {
      throw invalid('Each choice of a question needs its own value', `${field}.choices`);
    }
  } else if (choices.length) {
    throw invalid(`A ${input.type} question has no choices`, `${field}.choices`);
  }
}

async function writeQuestion(
  tx: Executor,
  scope: Scope,
  place: { surveyId: string; sectionId: string; parentChoiceId: string | null },
  input: SurveyQuestionInput,
  sortOrder: number,
  field: string,
): Promise<void> {
  checkQuestion(input, field);
  const { choices = [], ...fields } = input;
  const question = await insertQuestion(tx, {
    ...fields,
    ...place,
    organizationId: scope.organizationId,
    sortOrder,
  });
  for (const [index, choice] of choices.entries()) {
    const { subQuestions = [], ...choiceFields } = choice;
    const row = await insertChoice(tx, {
      ...choiceFields,
      organizationId: scope.organizationId,
      questionId: question.id,
      sortOrder: index,
    });
    for (const [subIndex, sub] of subQuestions.entries()) {
      await writeQuestion(
        tx,
        scope,
        { ...place, parentChoiceId: row.id },
        sub,
        subIndex,
        `${field}.choices.${index}.subQuestions.${subIndex}`,
      );
    }
  }
}

async function writeSections(
  tx: Executor,
  scope: Scope,
  surveyId: string,
  sections: readonly SurveySectionInput[],
): Promise<void> {
  for (const [index, section] of sections.entries()) {
    const row = await insertSection(tx, {
      organizationId: scope.organizationId,
      surveyId,
      name: section.name,
      description: section.description ?? null,
      sortOrder: index,
    });
    for (const [questionIndex, question] of section.questions.entries()) {
      await writeQuestion(
        tx,
        scope,
        { surveyId, sectionId: row.id, parentChoiceId: null },
        question,
        questionIndex,
        `survey.sections.${index}.questions.${questionIndex}`,
      );
    }
  }
}

async function freeSlug(
  tx: Executor,
  scope: Scope,
  wanted: string | undefined,
  name: string,
  exceptId?: string,
): Promise<string> {
  if (wanted !== undefined) {
    if (await slugTaken(tx, scope, wanted, exceptId)) {
      throw new AppError('CONFLICT', 'This slug is already used by another survey', {
        field: 'survey.slug',
      });
    }
    return wanted;
  }
  const base = slugOf(name, 'survey');
  const seen = new Set<string>();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const slug = uniqueSlug(seen, base);
    if (!(await slugTaken(tx, scope, slug, exceptId))) return slug;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

async function managedView(db: Executor, scope: Scope, surveyKey: string): Promise<ManagedSurvey> {
  const survey = await requireSurvey(db, scope, surveyKey);
  // One after another: `db` may be a transaction, whose one connection runs one statement at a time.
  const structure = await loadStructure(db, scope, survey.id);
  const counts = await submissionCounts(db, scope, [survey.id]);
  return toManagedSurvey(survey, structure, counts.get(survey.id));
}

export async function listManagedSurveys(
  ctx: RequestContext,
  query: ListQuery,
): Promise<ManagedSurvey[]> {
  requireAdmin(ctx);
  const scope = ctx.scope;
  const rows = await listSurveys(ctx.db, scope, pageWindow(query));
  const counts = await submissionCounts(
    ctx.db,
    scope,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) =>
      toManagedSurvey(row, await loadStructure(ctx.db, scope, row.id), counts.get(row.id)),
    ),
  );
}

export async function getManagedSurvey(
  ctx: RequestContext,
  surveyKey: string,
): Promise<ManagedSurvey> {
  requireAdmin(ctx);
  return managedView(ctx.db, ctx.scope, surveyKey);
}

export async function createSurvey(ctx: RequestContext, body: SurveyBody): Promise<ManagedSurvey> {
  requireAdmin(ctx);
  const scope = ctx.scope;
  const { sections, ...fields } = body.survey;
  if (!sections) throw invalid('A survey needs at least one section', 'survey.sections');
  return transaction(ctx, async (tx) => {
    const survey = await insertSurveyWithSections(tx, scope, { ...fields, sections });
    return managedView(tx, scope, survey.id);
  });
}

/** A survey and its sections, questions and choices, written in order (the seed's too). */
export async function insertSurveyWithSections(
  tx: Executor,
  scope: Scope,
  input: SurveyInput & { sections: SurveySectionInput[] },
): Promise<SurveyRow> {
  const { sections, slug, ...fields } = input;
  const survey = await insertSurvey(tx, {
    ...fields,
    organizationId: scope.organizationId,
    slug: await freeSlug(tx, scope, slug, fields.name),
  });
  await writeSections(tx, scope, survey.id, sections);
  return survey;
}

/** Changes a survey; its sections only while nobody has started answering it (409). */
export async function updateSurvey(
  ctx: RequestContext,
  surveyKey: string,
  body: SurveyBody,
): Promise<ManagedSurvey> {
  requireAdmin(ctx);
  const scope = ctx.scope;
  return transaction(ctx, async (tx) => {
    const survey = await requireSurvey(tx, scope, surveyKey, { lock: true });
    const { sections, slug, ...fields } = body.survey;
    await updateSurveyRow(tx, survey.id, {
      ...fields,
      ...(slug !== undefined && slug !== survey.slug
        ? { slug: await freeSlug(tx, scope, slug, fields.name, survey.id) }
        : {}),
    });
    if (sections) {
      if (await hasSubmissions(tx, survey.id)) {
        throw new AppError('CONFLICT', SURVEY_MESSAGES.hasAnswers, { field: 'survey.sections' });
      }
      await deleteStructure(tx, survey.id);
      await writeSections(tx, scope, survey.id, sections);
    }
    return managedView(tx, scope, survey.id);
  });
}

export async function deleteSurvey(ctx: RequestContext, surveyKey: string): Promise<null> {
  requireAdmin(ctx);
  const survey = await requireSurvey(ctx.db, ctx.scope, surveyKey);
  await deleteSurveyRow(ctx.db, survey.id);
  return null;
}

/** Every question, sub-questions included, in the order the survey shows them. */
function allQuestions(structure: Structure) {
  const everyChoice = new Map(
    [...structure.questions.values()].map((question) => [
      question.id,
      question.choices.map((choice) => choice.id),
    ]),
  );
  return askedQuestions(structure, everyChoice);
}

/** Submitted answers: per question how many answered, per choice how many chose it. */
export async function surveyResults(
  ctx: RequestContext,
  surveyKey: string,
): Promise<SurveyResults> {
  requireAdmin(ctx);
  const scope = ctx.scope;
  const survey = await requireSurvey(ctx.db, scope, surveyKey);
  const [structure, { submissions, responses }] = await Promise.all([
    loadStructure(ctx.db, scope, survey.id),
    submittedAnswers(ctx.db, scope, survey.id),
  ]);
  return {
    survey: { id: survey.id, slug: survey.slug, name: survey.name },
    submitted: submissions.length,
    questions: allQuestions(structure).map((question) => {
      const answers = responses.filter((response) => response.questionId === question.id);
      return {
        questionId: question.id,
        name: question.label ?? question.name,
        type: question.type,
        answered: answers.length,
        choices: question.choices.map((choice) => ({
          choiceId: choice.id,
          value: choice.value,
          text: choice.text,
          count: answers.filter((answer) => answer.choiceIds.includes(choice.id)).length,
        })),
      };
    }),
  };
}

/** The submitted answers as CSV: one row per submission, one column per question. */
export async function exportSurvey(ctx: RequestContext, surveyKey: string): Promise<SurveyExport> {
  requireAdmin(ctx);
  const scope = ctx.scope;
  const survey = await requireSurvey(ctx.db, scope, surveyKey);
  const [structure, { submissions, responses }] = await Promise.all([
    loadStructure(ctx.db, scope, survey.id),
    submittedAnswers(ctx.db, scope, survey.id),
  ]);
  const questions = allQuestions(structure);
  const rows: CsvValue[][] = [
    ['Submission', 'Account', 'Submitted at', ...questions.map((q) => q.label ?? q.name)],
  ];
  for (const submission of submissions) {
    const answers = new Map(
      responses
        .filter((response) => response.submissionId === submission.id)
        .map((response) => [response.questionId, response.value]),
    );
    rows.push([
      submission.id,
      submission.accountId,
      submission.submittedAt?.toISOString() ?? null,
      ...questions.map((question) => answers.get(question.id) ?? null),
    ]);
  }
  return csvFile(`${survey.slug}-answers.csv`, rows);
}
