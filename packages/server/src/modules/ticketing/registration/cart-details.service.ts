import {
  formatText,
  REGISTRATION_MESSAGES,
  type CartReservationsBody,
  type CartResponsesBody,
} from '@convene/contract';
import { v7 as uuidv7 } from 'uuid';
import type { RequestContext } from '../../../context';
import type { Transaction } from '../../../db/client';
import { changeCart, fieldError, passOfCart, roomTypeOffered, type CartScope } from './cart-core';
import {
  deleteResponses,
  insertReservations,
  updatePass,
  updateReservation,
  upsertResponses,
  type Cart,
} from './cart.repository';
import { askedQuestionIds, checkAnswer } from './questions';
import { existingSearchValues } from './search-values.repository';
import { reservationProblem } from './validation';

/*
 * The details of the cart's passes: their rooms and their answers (SDK
 * mutations/self/events/registration reservations, questions and the per-pass question).
 */

const M = REGISTRATION_MESSAGES;

interface PlannedRoom {
  id: string;
  roomTypeId: string;
  start: string | null;
  end: string | null;
  existing: boolean;
}

/** `POST …/registration/reservations`: each listed pass's room (passes naming one id share it). */
export function setCartReservations(
  ctx: RequestContext,
  eventId: string,
  body: CartReservationsBody,
): Promise<null> {
  return changeCart(ctx, eventId, async (tx, cart, cs) => {
    const rooms = new Map<string, PlannedRoom>();
    const assigned = new Map(cart.passes.map((pass) => [pass.id, pass.reservationId]));
    body.forEach((item, index) => {
      const pass = passOfCart(cart, item.id);
      const wanted = item.reservation;
      if (!wanted) {
        assigned.set(pass.id, null);
        return;
      }
      const key = wanted.id ?? `#${index}`;
      const existing = cart.reservations.some((row) => row.id === wanted.id);
      const room = rooms.get(key) ?? {
        id: existing ? wanted.id! : uuidv7(),
        roomTypeId: wanted.eventRoomTypeId,
        start: wanted.start ?? null,
        end: wanted.end ?? null,
        existing,
      };
      const field = `passes.${pass.id}.reservation`;
      if (room.roomTypeId !== wanted.eventRoomTypeId) throw fieldError(field, M.roomTypeNotOffered);
      if (!roomTypeOffered(cs.offer.roomTypes.get(room.roomTypeId), pass.passTypeId)) {
        throw fieldError(field, M.roomTypeNotOffered);
      }
      room.start ??= wanted.start ?? null;
      room.end ??= wanted.end ?? null;
      rooms.set(key, room);
      assigned.set(pass.id, room.id);
    });
    for (const room of rooms.values()) {
      const field = `reservations.${room.id}`;
      const problem = reservationProblem(room, cs.offer);
      if (problem) throw fieldError(field, problem);
      const roomType = cs.offer.roomTypes.get(room.roomTypeId)!;
      const passes = [...assigned.values()].filter((id) => id === room.id).length;
      if (roomType.maxPasses !== null && passes > roomType.maxPasses) {
        const message = formatText(M.reservationPasses, {
          min: roomType.minPasses ?? 1,
          max: roomType.maxPasses,
        });
        throw fieldError(field, message);
      }
      const stay = { roomTypeId: room.roomTypeId, start: room.start, end: room.end };
      if (room.existing) await updateReservation(tx, room.id, stay);
    }
    await insertReservations(
      tx,
      [...rooms.values()]
        .filter((room) => !room.existing)
        .map((room) => ({
          id: room.id,
          organizationId: cs.ctx.scope.organizationId,
          registrationId: cart.registration.id,
          roomTypeId: room.roomTypeId,
          start: room.start,
          end: room.end,
        })),
    );
    for (const pass of cart.passes) {
      const reservationId = assigned.get(pass.id) ?? null;
      if (reservationId !== pass.reservationId) await updatePass(tx, pass.id, { reservationId });
    }
    return null;
  });
}

/** Checks and writes answers: per pass, an empty value clears one. */
async function writeResponses(
  tx: Transaction,
  cart: Cart,
  cs: CartScope,
  body: CartResponsesBody,
): Promise<void> {
  const { offer } = cs;
  const { scope } = cs.ctx;
  const searched = new Map<string, string[]>();
  for (const item of body) {
    for (const response of item.responses) {
      const question = offer.questions.get(response.questionId);
      if (!question) {
        throw fieldError(`passes.${item.id}.questions.${response.questionId}`, M.questionNotAsked);
      }
      if (question.type === 'search') {
        searched.set(question.id, [...(searched.get(question.id) ?? []), response.value.trim()]);
      }
    }
  }
  const searchValues = new Map<string, Set<string>>();
  for (const [questionId, values] of searched) {
    searchValues.set(questionId, await existingSearchValues(tx, scope, questionId, values));
  }
  for (const item of body) {
    const pass = passOfCart(cart, item.id);
    const answers = new Map(
      cart.responses
        .filter((response) => response.passId === pass.id)
        .map((response) => [
          response.questionId,
          { value: response.value, choiceIds: response.choiceIds },
        ]),
    );
    const given = new Set<string>();
    for (const response of item.responses) {
      const field = `passes.${pass.id}.questions.${response.questionId}`;
      if (response.value.trim() === '') {
        answers.delete(response.questionId);
        continue;
      }
      const check = checkAnswer(
        offer.questions.get(response.questionId)!,
        response.value,
        searchValues.get(response.questionId),
      );
      if (!check.ok) throw fieldError(field, check.message);
      answers.set(response.questionId, { value: check.value, choiceIds: check.choiceIds });
      given.add(response.questionId);
    }
    const asked = askedQuestionIds(
      offer,
      pass.passTypeId,
      [...answers].map(([questionId, answer]) => ({ questionId, choiceIds: answer.choiceIds })),
    );
    for (const questionId of given) {
      if (!asked.has(questionId)) {
        throw fieldError(`passes.${pass.id}.questions.${questionId}`, M.questionNotAsked);
      }
    }
    await deleteResponses(
      tx,
      cart.responses
        .filter((row) => row.passId === pass.id && !answers.has(row.questionId))
        .map((row) => row.id),
    );
    await upsertResponses(
      tx,
      [...given].map((questionId) => ({
        organizationId: scope.organizationId,
        passId: pass.id,
        questionId,
        ...answers.get(questionId)!,
      })),
    );
  }
}

/** `PUT …/registration/questions`. */
export function setCartResponses(
  ctx: RequestContext,
  eventId: string,
  body: CartResponsesBody,
): Promise<null> {
  return changeCart(ctx, eventId, async (tx, cart, cs) => {
    await writeResponses(tx, cart, cs, body);
    return null;
  });
}

/** `PUT …/registration/passes/{pid}/questions/{qid}`. */
export function setCartPassResponse(
  ctx: RequestContext,
  eventId: string,
  target: { passId: string; questionId: string },
  response: string,
): Promise<null> {
  return setCartResponses(ctx, eventId, [
    { id: target.passId, responses: [{ questionId: target.questionId, value: response }] },
  ]);
}
