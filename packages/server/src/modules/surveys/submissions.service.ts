import {
  formatText,
  SURVEY_MESSAGES,
  type ListQuery,
  type PassStatus,
  type SurveyQuestionSearchValue,
  type SurveySection,
  type SurveySubmission,
  type SurveySubmitBody,
} from '@convene/contract';
import { requireAccount, requireActiveAccount, type RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/envelope';
import type { Scope } from '../../tenancy/scope';
import { checkAnswer, questionLabel } from '../ticketing/index';
import { loadStructure, requireDraft, requireSubmission, requireSurvey } from './survey-access';
import {
  askedQuestions,
  toSections,
  toSubmission,
  type QuestionNode,
  type Structure,
} from './survey-view';
import {
  accountSubmissions,
  choicesTaken,
  deleteResponses,
  findSurvey,
  insertSubmission,
  markSubmitted,
  responsesOf,
  saveResponse,
  type ResponseRow,
} from './surveys.repository';

type SubmissionParams = { surveyId: string; submissionId: string };

/**
 * Starts a submission, or resumes the account's draft so answers follow the
 * member to another device. An account may submit `submissionsPerAccount` times; a survey
 * with `requireAuth` is answered signed in.
 */
export async function startSubmission(
  ctx: RequestContext,
  surveyKey: string,
): Promise<{ id: string }> {
  const scope = ctx.scope;
  const survey = await requireSurvey(ctx.db, scope, surveyKey);
  if (survey.requireAuth && !ctx.login) {
    throw new AppError('UNAUTHORIZED', SURVEY_MESSAGES.signInRequired);
  }
  if (!ctx.login) return { id: (await insertSubmission(ctx.db, scope, survey.id, null)).id };
  const account = requireActiveAccount(ctx);
  return transaction(ctx, async (tx) => {
    // The survey's row serializes an account's starts, so the limit holds under races.
    await findSurvey(tx, scope, survey.id, { lock: true });
    const mine = await accountSubmissions(tx, scope, survey.id, account.id);
    const draft = mine.find((submission) => submission.status === 'draft');
    if (draft) return { id: draft.id };
    const submitted = mine.filter((submission) => submission.status === 'ready').length;
    if (submitted >= survey.submissionsPerAccount) {
      throw new AppError('FORBIDDEN', SURVEY_MESSAGES.limitReached);
    }
    return { id: (await insertSubmission(tx, scope, survey.id, account.id)).id };
  });
}

export async function getSubmission(
  ctx: RequestContext,
  params: SubmissionParams,
): Promise<SurveySubmission> {
  const scope = ctx.scope;
  const { survey, submission } = await requireSubmission(ctx, ctx.db, params);
  const [structure, responses] = await Promise.all([
    loadStructure(ctx.db, scope, survey.id),
    responsesOf(ctx.db, scope, [submission.id]),
  ]);
  return toSubmission(structure, submission, responses);
}

export async function getSubmissionSections(
  ctx: RequestContext,
  params: SubmissionParams,
): Promise<SurveySection[]> {
  const scope = ctx.scope;
  const { survey } = await requireSubmission(ctx, ctx.db, params);
  return toSections(await loadStructure(ctx.db, scope, survey.id));
}

/** The acting account's submissions of a survey, newest first. */
export async function listSubmissions(
  ctx: RequestContext,
  surveyKey: string,
  query: ListQuery & { status?: PassStatus | undefined },
): Promise<SurveySubmission[]> {
  const account = requireAccount(ctx);
  const scope = ctx.scope;
  const survey = await requireSurvey(ctx.db, scope, surveyKey);
  const submissions = await accountSubmissions(ctx.db, scope, survey.id, account.id, {
    ...(query.status ? { status: query.status } : {}),
    page: pageWindow(query),
  });
  const [structure, responses] = await Promise.all([
    loadStructure(ctx.db, scope, survey.id),
    responsesOf(
      ctx.db,
      scope,
      submissions.map((submission) => submission.id),
    ),
  ]);
  return submissions.map((submission) =>
    toSubmission(
      structure,
      submission,
      responses.filter((response) => response.submissionId === submission.id),
    ),
  );
}

/** The values a `search` question offers (its choices), filtered by `search`. */
export async function searchValues(
  ctx: RequestContext,
  params: { surveyId: string; questionId: string },
  query: ListQuery,
): Promise<SurveyQuestionSearchValue[]> {
  const scope = ctx.scope;
  const survey = await requireSurvey(ctx.db, scope, params.surveyId);
  const question = (await loadStructure(ctx.db, scope, survey.id)).questions.get(params.questionId);
  if (question?.type !== 'search') {
    throw new AppError('NOT_FOUND', SURVEY_MESSAGES.questionNotFound);
  }
  const search = query.search?.toLowerCase() ?? '';
  const { limit, offset } = pageWindow(query);
  return question.choices
    .filter((choice) => choice.value.toLowerCase().includes(search))
    .slice(offset, offset + limit)
    .map((choice) => ({ id: choice.id, value: choice.value }));
}

function chosenOf(responses: readonly ResponseRow[]): Map<string, string[]> {
  return new Map(responses.map((response) => [response.questionId, response.choiceIds]));
}

function questionOf(structure: Structure, questionId: string): QuestionNode {
  const question = structure.questions.get(questionId);
  if (!question) throw new AppError('NOT_FOUND', SURVEY_MESSAGES.questionNotFound);
  return question;
}

/** Saves (or, empty, clears) one answer, checked as registration answers are. */
async function applyAnswer(
  tx: Executor,
  scope: Scope,
  submissionId: string,
  question: QuestionNode,
  raw: string,
  field: string,
): Promise<void> {
  if (!raw.trim()) {
    await deleteResponses(tx, submissionId, [question.id]);
    return;
  }
  const values = new Set(question.choices.map((choice) => choice.value));
  const check = checkAnswer(question, raw, values);
  if (!check.ok) throw new AppError('VALIDATION', check.message, { field });
  const choiceIds =
    question.type === 'search'
      ? question.choices.filter((choice) => choice.value === check.value).map((c) => c.id)
      : check.choiceIds;
  await saveResponse(tx, scope, {
    submissionId,
    questionId: question.id,
    value: check.value,
    choiceIds,
  });
}

/** `PUT …/questions/{qid}`: one answer saved as the member goes; refused after submit. */
export async function saveSubmissionAnswer(
  ctx: RequestContext,
  params: SubmissionParams & { questionId: string },
  response: string,
): Promise<null> {
  const scope = ctx.scope;
  await transaction(ctx, async (tx) => {
    const { survey, submission } = await requireSubmission(ctx, tx, params, {
      lock: true,
    });
    requireDraft(submission);
    const structure = await loadStructure(tx, scope, survey.id);
    const question = questionOf(structure, params.questionId);
    const asked = askedQuestions(
      structure,
      chosenOf(await responsesOf(tx, scope, [submission.id])),
    );
    if (!asked.includes(question)) {
      throw new AppError(
        'VALIDATION',
        formatText(SURVEY_MESSAGES.questionNotAsked, { question: questionLabel(question) }),
        { field: 'questionId' },
      );
    }
    await applyAnswer(tx, scope, submission.id, question, response, 'response');
  });
  return null;
}

/**
 * `POST …/submit`: saves the answers sent, then checks the whole submission (each asked
 * required question answered: the first missing one is named; choices with a supply not
 * taken up) and freezes it. Answers to questions no longer asked are dropped.
 */
export async function submitSubmission(
  ctx: RequestContext,
  params: SubmissionParams,
  body: SurveySubmitBody,
): Promise<null> {
  const scope = ctx.scope;
  await transaction(ctx, async (tx) => {
    const { survey, submission } = await requireSubmission(ctx, tx, params, {
      lock: true,
    });
    requireDraft(submission);
    const structure = await loadStructure(tx, scope, survey.id);
    for (const [index, answer] of (body ?? []).entries()) {
      const question = questionOf(structure, answer.questionId);
      await applyAnswer(tx, scope, submission.id, question, answer.value, `${index}.value`);
    }
    const responses = await responsesOf(tx, scope, [submission.id]);
    const chosen = chosenOf(responses);
    const asked = askedQuestions(structure, chosen);
    const answered = new Set(responses.map((response) => response.questionId));
    const missing = asked.find((question) => question.required && !answered.has(question.id));
    if (missing) {
      throw new AppError(
        'VALIDATION',
        formatText(SURVEY_MESSAGES.questionRequired, { question: questionLabel(missing) }),
        { field: missing.id },
      );
    }
    const askedIds = new Set(asked.map((question) => question.id));
    await deleteResponses(
      tx,
      submission.id,
      responses.filter((r) => !askedIds.has(r.questionId)).map((r) => r.questionId),
    );
    await requireSupply(tx, scope, survey.id, asked, chosen);
    await markSubmitted(tx, submission.id, ctx.now);
  });
  return null;
}

/** Every chosen choice with a supply still has room (submits taking supply run one by one). */
async function requireSupply(
  tx: Executor,
  scope: Scope,
  surveyId: string,
  asked: readonly QuestionNode[],
  chosen: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  const limited = asked.flatMap((question) =>
    question.choices
      .filter((choice) => choice.supply !== null && chosen.get(question.id)?.includes(choice.id))
      .map((choice) => ({ question, choice, supply: choice.supply ?? 0 })),
  );
  if (!limited.length) return;
  await findSurvey(tx, scope, surveyId, { lock: true });
  const taken = await choicesTaken(
    tx,
    scope,
    limited.map(({ choice }) => choice.id),
  );
  const full = limited.find(({ choice, supply }) => (taken.get(choice.id) ?? 0) >= supply);
  if (full) {
    throw new AppError(
      'CONFLICT',
      formatText(SURVEY_MESSAGES.choiceFull, {
        choice: full.choice.text ?? full.choice.value,
        question: questionLabel(full.question),
      }),
      { field: full.question.id },
    );
  }
}
