import {
  HOST_ATTENDEE_MESSAGES as M,
  formatText,
  type ListingPassResponsesBody,
  type ListingPassSection,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import { transaction } from '../../../db/retry';
import { AppError } from '../../../lib/app-error';
import { requireEventHost } from '../listings/index';
import { recentOffer, sectionOf } from '../registration/index';
import { checkboxValues } from '@convene/contract';
import { responsesOf } from './attendees.repository';
import { requirePass } from './attendees.service';
import {
  deleteResponse,
  questionsOfEvent,
  saveResponse,
  sectionsOfEvent,
  type ChoiceRow,
  type QuestionRow,
} from './responses.repository';

/*
 * A pass's answers as its hosts see and correct them (hosts manage pass
 * responses). Answers that hold capacity (a choice or a quantity with a supply) are left
 * to the attendee's own flow, which takes and gives back that capacity (decision 0022).
 */

const CHOICE_TYPES = new Set<QuestionRow['type']>(['select', 'radio', 'checkbox']);

/** The values a choice answer names (a checkbox answer lists several). */
function chosenValues(question: QuestionRow, value: string): string[] {
  return question.type === 'checkbox' ? checkboxValues(value) : [value];
}

type SectionAudience = Pick<ListingPassSection, 'accountTiers' | 'eventTickets' | 'eventAddOns'>;

/** Whom each section of the event is for, as the attendee's own sections say it (by section id). */
async function sectionAudiences(
  ctx: RequestContext,
  eventId: string,
): Promise<Map<string, SectionAudience>> {
  const offer = await recentOffer(
    ctx.db,
    ctx.scope,
    eventId,
    ctx.now,
    ctx.config.REGISTRATION_OFFER_CACHE_MS,
  );
  if (!offer) return new Map();
  return new Map(
    offer.sections.map((section) => {
      const { accountTiers, eventTickets, eventAddOns } = sectionOf(section, offer);
      return [section.id, { accountTiers, eventTickets, eventAddOns }];
    }),
  );
}

export async function passSections(
  ctx: RequestContext,
  eventId: string,
  accountId: string,
  passId: string,
): Promise<ListingPassSection[]> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  const pass = await requirePass(ctx, eventId, passId, accountId);
  const [sections, questions, answers, audiences] = await Promise.all([
    sectionsOfEvent(ctx.db, scope, eventId),
    questionsOfEvent(ctx.db, scope, eventId),
    responsesOf(ctx.db, scope, [pass.passId]),
    sectionAudiences(ctx, eventId),
  ]);
  return sections
    .filter(
      (section) => !section.passTypeIds.length || section.passTypeIds.includes(pass.passTypeId),
    )
    .map((section) => ({
      id: section.id,
      name: section.name,
      description: section.description,
      sortOrder: section.sortOrder,
      accountTiers: [],
      eventTickets: [],
      eventAddOns: [],
      ...audiences.get(section.id),
      questions: questions
        .filter((question) => question.sectionId === section.id)
        .map((question) => ({
          id: question.id,
          name: question.name,
          label: question.label,
          type: question.type,
          required: question.required,
          mutable: question.mutable,
          choices: question.choices.map((choice) => ({ id: choice.id, value: choice.value })),
          response: answers.find((answer) => answer.questionId === question.id)?.value ?? null,
        })),
    }));
}

function refuse(index: number, message: string, question?: QuestionRow): AppError {
  return new AppError(
    'VALIDATION',
    formatText(message, { question: question ? (question.label ?? question.name) : '' }),
    { field: `questions.${index}.value` },
  );
}

/** The choices an answer holds, or the reason it cannot be set here. */
function choicesOf(
  index: number,
  question: QuestionRow & { choices: ChoiceRow[] },
  value: string,
): string[] {
  if (question.supply !== null) throw refuse(index, M.choiceWithSupply, question);
  if (!CHOICE_TYPES.has(question.type)) return [];
  if (question.choices.some((choice) => choice.supply !== null)) {
    throw refuse(index, M.choiceWithSupply, question);
  }
  return chosenValues(question, value).map((chosen) => {
    const choice = question.choices.find((candidate) => candidate.value === chosen);
    if (!choice) throw refuse(index, M.answerNotChoice, question);
    return choice.id;
  });
}

export async function setPassResponses(
  ctx: RequestContext,
  eventId: string,
  accountId: string,
  passId: string,
  body: ListingPassResponsesBody,
): Promise<null> {
  await requireEventHost(ctx.db, ctx, eventId);
  const scope = ctx.scope;
  await requirePass(ctx, eventId, passId, accountId);
  const questions = await questionsOfEvent(
    ctx.db,
    scope,
    eventId,
    body.questions.map((answer) => answer.id),
  );
  const changes = body.questions.map((answer, index) => {
    const question = questions.find((candidate) => candidate.id === answer.id);
    if (!question) {
      throw new AppError('VALIDATION', M.questionNotOfEvent, { field: `questions.${index}.id` });
    }
    const value = answer.value.trim();
    return { question, value, choiceIds: value ? choicesOf(index, question, value) : [] };
  });
  await transaction(ctx, async (tx) => {
    for (const change of changes) {
      if (!change.value) {
        await deleteResponse(tx, scope, passId, change.question.id);
      } else {
        await saveResponse(tx, {
          organizationId: scope.organizationId,
          passId,
          questionId: change.question.id,
          value: change.value,
          choiceIds: change.choiceIds,
        });
      }
    }
  });
  return null;
}
