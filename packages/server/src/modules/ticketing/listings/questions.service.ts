import {
  LISTING_MESSAGES,
  type ListingQuestionBody,
  type ListQuery,
  type RegistrationQuestion,
  type RegistrationQuestionType,
  type UpdateListingQuestionBody,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { transaction } from '../../../db/retry';
import { AppError } from '../../../lib/app-error';
import { pageWindow } from '../../../lib/envelope';
import { loadOffer, questionOf } from '../registration/index';
import { requireEventHost } from './access';
import { defined, validation } from './listing-core';
import { findEventRow } from './listings.repository';
import {
  defaultSectionId,
  deleteQuestion,
  findQuestion,
  insertQuestion,
  isAnswered,
  replaceChoices,
  sectionExists,
  updateQuestion,
  type ChoiceInput,
} from './questions.repository';

/*
 * Registration questions (every question type; SDK listing question bodies, sent
 * unwrapped): every type, choices for select, radio and checkbox, a section, required and
 * mutable flags and a sort order. Read back as the registration offer shows them.
 */

const CHOICE_TYPES: readonly RegistrationQuestionType[] = ['select', 'radio', 'checkbox'];

function checkChoices(type: RegistrationQuestionType, choices: readonly ChoiceInput[] | undefined) {
  const takesChoices = CHOICE_TYPES.includes(type);
  if (!takesChoices && choices && choices.length > 0) {
    throw validation(LISTING_MESSAGES.questionTypeChoices, 'choices');
  }
  if (takesChoices && choices !== undefined && choices.length === 0) {
    throw validation(LISTING_MESSAGES.choicesRequired, 'choices');
  }
  const values = new Set<string>();
  choices?.forEach((choice, index) => {
    if (values.has(choice.value)) {
      throw validation('Each choice needs a value of its own', `choices.${index}.value`);
    }
    values.add(choice.value);
  });
}

async function readQuestions(
  db: Executor,
  ctx: RequestContext,
  eventId: string,
): Promise<RegistrationQuestion[]> {
  const scope = ctx.scope;
  const event = await findEventRow(db, scope, eventId);
  if (!event) throw new AppError('NOT_FOUND', 'Event not found');
  const offer = await loadOffer(db, scope, event, ctx.now);
  const sectionOrder = new Map(offer.sections.map((section, index) => [section.id, index]));
  return [...offer.questions.values()]
    .sort(
      (a, b) =>
        (sectionOrder.get(a.sectionId ?? '') ?? Number.MAX_SAFE_INTEGER) -
          (sectionOrder.get(b.sectionId ?? '') ?? Number.MAX_SAFE_INTEGER) ||
        a.sortOrder - b.sortOrder ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    )
    .map((row) => questionOf(row, offer));
}

async function readQuestion(ctx: RequestContext, eventId: string, questionId: string) {
  const found = (await readQuestions(ctx.db, ctx, eventId)).find((q) => q.id === questionId);
  if (!found) throw new AppError('NOT_FOUND', LISTING_MESSAGES.questionNotFound);
  return found;
}

/** `GET /listings/{eventId}/questions`: every question, by section and sort order. */
export async function listListingQuestions(
  ctx: RequestContext,
  eventId: string,
  query: ListQuery,
): Promise<RegistrationQuestion[]> {
  await requireEventHost(ctx.db, ctx, eventId);
  const { limit, offset } = pageWindow(query);
  return (await readQuestions(ctx.db, ctx, eventId)).slice(offset, offset + limit);
}

async function checkSection(ctx: RequestContext, eventId: string, sectionId: string) {
  if (!(await sectionExists(ctx.db, ctx.scope, eventId, sectionId))) {
    throw new AppError('NOT_FOUND', LISTING_MESSAGES.sectionNotFound, { field: 'sectionId' });
  }
}

export async function createListingQuestion(
  ctx: RequestContext,
  eventId: string,
  body: ListingQuestionBody,
): Promise<RegistrationQuestion> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const { choices, sectionId, ...fields } = body;
  checkChoices(fields.type, choices);
  if (CHOICE_TYPES.includes(fields.type) && !choices) {
    throw validation(LISTING_MESSAGES.choicesRequired, 'choices');
  }
  if (sectionId) await checkSection(ctx, eventId, sectionId);
  const id = await transaction(ctx, async (tx) => {
    const question = await insertQuestion(tx, {
      ...fields,
      organizationId: scope.organizationId,
      eventId,
      sectionId: sectionId ?? (await defaultSectionId(tx, scope, eventId)),
    });
    if (choices) await replaceChoices(tx, scope, question.id, choices);
    return question.id;
  });
  return readQuestion(ctx, eventId, id);
}

export async function updateListingQuestion(
  ctx: RequestContext,
  eventId: string,
  questionId: string,
  body: UpdateListingQuestionBody,
): Promise<RegistrationQuestion> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const question = await findQuestion(ctx.db, scope, eventId, questionId);
  if (!question) throw new AppError('NOT_FOUND', LISTING_MESSAGES.questionNotFound);
  const { choices, sectionId, ...fields } = body;
  checkChoices(question.type, choices);
  if (sectionId) await checkSection(ctx, eventId, sectionId);
  await transaction(ctx, async (tx) => {
    await updateQuestion(
      tx,
      scope,
      questionId,
      defined({ ...fields, sectionId: sectionId ?? undefined }),
    );
    if (choices) await replaceChoices(tx, scope, questionId, choices);
  });
  return readQuestion(ctx, eventId, questionId);
}

/** Deletes a question nobody answered yet (409 once answered: its answers stay readable). */
export async function deleteListingQuestion(
  ctx: RequestContext,
  eventId: string,
  questionId: string,
): Promise<RegistrationQuestion> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const question = await readQuestion(ctx, eventId, questionId);
  if (await isAnswered(ctx.db, scope, questionId)) {
    throw new AppError('CONFLICT', LISTING_MESSAGES.answered);
  }
  await deleteQuestion(ctx.db, scope, questionId);
  return question;
}
