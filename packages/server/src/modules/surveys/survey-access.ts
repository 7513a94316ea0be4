import { SURVEY_MESSAGES } from '@convene/contract';
import type { Executor } from '../../db/client';
import type { RequestContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { Scope } from '../../tenancy/scope';
import { structureOf, type Structure } from './survey-view';
import {
  findSubmission,
  findSurvey,
  loadStructureRows,
  type SubmissionRow,
  type SurveyRow,
} from './surveys.repository';

/** A survey of the organization by id or slug; 404 otherwise (another organization's too). */
export async function requireSurvey(
  db: Executor,
  scope: Scope,
  key: string,
  options: { lock?: boolean } = {},
): Promise<SurveyRow> {
  const survey = await findSurvey(db, scope, key, options);
  if (!survey) throw new AppError('NOT_FOUND', SURVEY_MESSAGES.surveyNotFound);
  return survey;
}

export async function loadStructure(
  db: Executor,
  scope: Scope,
  surveyId: string,
): Promise<Structure> {
  return structureOf(await loadStructureRows(db, scope, surveyId));
}

/**
 * A submission the caller may read and answer: an account's own (401 signed out, 404 to
 * other accounts), or a visitor's, reached by its random id.
 */
export async function requireSubmission(
  ctx: RequestContext,
  db: Executor,
  params: { surveyId: string; submissionId: string },
  options: { lock?: boolean } = {},
): Promise<{ survey: SurveyRow; submission: SubmissionRow }> {
  const { scope } = ctx;
  const survey = await requireSurvey(db, scope, params.surveyId);
  const submission = await findSubmission(db, scope, survey.id, params.submissionId, options);
  if (!submission) throw new AppError('NOT_FOUND', SURVEY_MESSAGES.submissionNotFound);
  if (submission.accountId) {
    if (!ctx.login) throw new AppError('UNAUTHORIZED');
    if (ctx.account?.id !== submission.accountId) {
      throw new AppError('NOT_FOUND', SURVEY_MESSAGES.submissionNotFound);
    }
  }
  return { survey, submission };
}

/** A submitted submission is frozen. */
export function requireDraft(submission: SubmissionRow): void {
  if (submission.status !== 'draft') {
    throw new AppError('CONFLICT', SURVEY_MESSAGES.alreadySubmitted);
  }
}
