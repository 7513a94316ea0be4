import {
  ATTENDEE_MESSAGES as M,
  formatText,
  REGISTRATION_MESSAGES,
  type Followup,
  type PassAnswersBody,
  type RegistrationSection,
} from '@convene/contract';
import type { RequestContext } from '../../../context';
import type { Transaction } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import {
  askedQuestionIds,
  checkAnswer,
  existingSearchValues,
  questionLabel,
  questionOf,
  releaseSoldCapacity,
  sectionOf,
  sectionsFor,
  sellCapacityNow,
  SoldOutError,
  type OfferQuestion,
} from '../registration/index';
import {
  listFollowups,
  passResponses,
  writeResponse,
  type FollowupRow,
  type PassRow,
  type ResponseRow,
} from './attendee.repository';
import {
  changeHeldPass,
  openAttendee,
  requireHeldPass,
  type AttendeeScope,
} from './attendee.service';

/*
 * A pass's answers after purchase: the registration questions asked for it (changed only
 * where the question is `mutable`), and the follow-ups hosts add later. A changed choice
 * gives back the old choice's capacity and takes the new one's, never past its supply.
 */

const fieldOf = (questionId: string) => `questions.${questionId}`;
const refuse = (questionId: string, message: string) =>
  new AppError('VALIDATION', message, { field: fieldOf(questionId) });

/** The questions of the body, each one the pass may answer now. */
function questionsOf(
  as: AttendeeScope,
  body: PassAnswersBody,
  allowed: ReadonlySet<string>,
): OfferQuestion[] {
  return body.questions.map((item) => {
    const question = as.offer.questions.get(item.id);
    if (!question || !allowed.has(question.id)) throw refuse(item.id, M.questionNotAsked);
    // A quantity is priced and paid for: it is not an answer to change afterwards.
    if (!question.mutable || question.type === 'quantity') {
      throw refuse(
        question.id,
        formatText(M.questionNotMutable, { question: questionLabel(question) }),
      );
    }
    return question;
  });
}

/** Moves a choice answer's capacity: takes the new choices, gives back the dropped ones. */
async function moveChoices(
  tx: Transaction,
  as: AttendeeScope,
  before: readonly string[],
  after: readonly string[],
): Promise<void> {
  for (const id of [...after].sort()) {
    if (before.includes(id)) continue;
    if (!(await sellCapacityNow(tx, as.ctx.scope, 'choice', id, 1))) {
      throw new SoldOutError(as.offer, 'choice', id);
    }
  }
  for (const id of before) {
    if (!after.includes(id)) await releaseSoldCapacity(tx, as.ctx.scope, 'choice', id, 1);
  }
}

/** Checks and writes the answers (an empty value clears an answer that is not required). */
async function writeAnswers(
  tx: Transaction,
  as: AttendeeScope,
  pass: PassRow,
  body: PassAnswersBody,
  allowed: ReadonlySet<string>,
): Promise<void> {
  const questions = questionsOf(as, body, allowed);
  const existing = new Map(
    (await passResponses(tx, pass.id)).map((row): [string, ResponseRow] => [row.questionId, row]),
  );
  for (const [index, item] of body.questions.entries()) {
    const question = questions[index]!;
    const value = item.value.trim();
    const before = existing.get(question.id)?.choiceIds ?? [];
    if (value === '') {
      if (question.required) {
        const message = formatText(REGISTRATION_MESSAGES.questionRequired, {
          question: questionLabel(question),
        });
        throw refuse(question.id, message);
      }
      await moveChoices(tx, as, before, []);
      await writeResponse(tx, as.ctx.scope, {
        passId: pass.id,
        questionId: question.id,
        value: null,
        choiceIds: [],
      });
      continue;
    }
    const searchValues =
      question.type === 'search'
        ? await existingSearchValues(tx, as.ctx.scope, question.id, [value])
        : undefined;
    const answer = checkAnswer(question, value, searchValues);
    if (!answer.ok) throw refuse(question.id, answer.message);
    await moveChoices(tx, as, before, answer.choiceIds);
    await writeResponse(tx, as.ctx.scope, {
      passId: pass.id,
      questionId: question.id,
      value: answer.value,
      choiceIds: answer.choiceIds,
    });
  }
}

/** `GET …/passes/{pid}/questions`: the sections asked for the pass's type. */
export async function getPassQuestions(
  ctx: RequestContext,
  eventId: string,
  passId: string,
): Promise<RegistrationSection[]> {
  const as = await openAttendee(ctx, eventId, 'read');
  const pass = await requireHeldPass(ctx.db, as, passId);
  return sectionsFor(as.offer, pass.passTypeId).map((section) => sectionOf(section, as.offer));
}

/** `PUT …/passes/{pid}/questions`: changes answers to questions asked for the pass. */
export async function setPassQuestions(
  ctx: RequestContext,
  eventId: string,
  passId: string,
  body: PassAnswersBody,
): Promise<null> {
  const as = await openAttendee(ctx, eventId, 'change');
  await changeHeldPass(ctx, as, passId, async (tx, pass) => {
    const asked = askedQuestionIds(as.offer, pass.passTypeId, await passResponses(tx, pass.id));
    await writeAnswers(tx, as, pass, body, asked);
  });
  return null;
}

function followupOf(
  as: AttendeeScope,
  followup: FollowupRow & { questionIds: string[] },
  responses: readonly ResponseRow[],
): Followup {
  const questions = followup.questionIds.flatMap((id) => {
    const question = as.offer.questions.get(id);
    return question ? [question] : [];
  });
  const asked = new Set(questions.map((question) => question.id));
  return {
    id: followup.id,
    name: followup.name,
    description: followup.description,
    sortOrder: followup.sortOrder,
    questions: questions.map((question) => questionOf(question, as.offer)),
    responses: responses
      .filter((response) => asked.has(response.questionId))
      .map((response) => ({ questionId: response.questionId, value: response.value })),
  };
}

async function requireFollowup(as: AttendeeScope, followupId: string) {
  const [followup] = await listFollowups(as.ctx.db, as.ctx.scope, as.event.id, followupId);
  if (!followup) throw new AppError('NOT_FOUND', M.followupNotFound);
  return followup;
}

/** `GET …/passes/{pid}/followups`: the event's follow-ups with the pass's answers. */
export async function getFollowups(
  ctx: RequestContext,
  eventId: string,
  passId: string,
): Promise<Followup[]> {
  const as = await openAttendee(ctx, eventId, 'read');
  const pass = await requireHeldPass(ctx.db, as, passId);
  const [followups, responses] = await Promise.all([
    listFollowups(ctx.db, as.ctx.scope, as.event.id),
    passResponses(ctx.db, pass.id),
  ]);
  return followups.map((followup) => followupOf(as, followup, responses));
}

/** `GET …/passes/{pid}/followups/{fid}`. */
export async function getFollowup(
  ctx: RequestContext,
  eventId: string,
  passId: string,
  followupId: string,
): Promise<Followup> {
  const as = await openAttendee(ctx, eventId, 'read');
  const pass = await requireHeldPass(ctx.db, as, passId);
  const followup = await requireFollowup(as, followupId);
  return followupOf(as, followup, await passResponses(ctx.db, pass.id));
}

/** `PUT …/passes/{pid}/followups/{fid}`: answers the follow-up's questions for the pass. */
export async function setFollowup(
  ctx: RequestContext,
  eventId: string,
  passId: string,
  followupId: string,
  body: PassAnswersBody,
): Promise<null> {
  const as = await openAttendee(ctx, eventId, 'change');
  const followup = await requireFollowup(as, followupId);
  await changeHeldPass(ctx, as, passId, (tx, pass) =>
    writeAnswers(tx, as, pass, body, new Set(followup.questionIds)),
  );
  return null;
}
