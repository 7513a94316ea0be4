import type { Registration, RegistrationQuestion } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { cartCounts, passesBody, visibleQuestions } from './cart-body';
import { initialRoomChoices, reservationsBody } from './room-choice';

const GENERAL = '0190f5a2-0000-7000-8000-0000000000a1';
const VIP = '0190f5a2-0000-7000-8000-0000000000a2';
const FAMILY = '0190f5a2-0000-7000-8000-0000000000b1';
const HOTEL = '0190f5a2-0000-7000-8000-0000000000c1';

interface PassSketch {
  id: string;
  ticketId: string;
  packageId?: string;
  room?: { id: string; type: string };
}

/** A cart with just what the step bodies read. */
function cart(
  passes: PassSketch[],
  packages: { id: string; packageId: string; passes: string[] }[] = [],
) {
  return {
    passes: passes.map((pass) => ({
      id: pass.id,
      ticketId: pass.ticketId,
      packageId: pass.packageId ?? null,
      reservation: pass.room
        ? {
            id: pass.room.id,
            eventRoomTypeId: pass.room.type,
            start: '2027-01-06',
            end: '2027-01-08',
          }
        : null,
    })),
    packages,
  } as unknown as Registration;
}

describe('the passes body', () => {
  const registration = cart(
    [
      { id: 'p1', ticketId: GENERAL },
      { id: 'p2', ticketId: GENERAL },
      { id: 'p3', ticketId: GENERAL, packageId: 'k1' },
      { id: 'p4', ticketId: GENERAL, packageId: 'k1' },
    ],
    [{ id: 'k1', packageId: FAMILY, passes: ['p3', 'p4'] }],
  );

  it('counts passes outside packages, and packages', () => {
    expect(cartCounts(registration)).toEqual({
      passes: { [GENERAL]: 2 },
      packages: { [FAMILY]: 1 },
    });
  });

  it('keeps the ids of the passes and packages that stay, and adds new ones without', () => {
    expect(passesBody(registration, { [GENERAL]: 1, [VIP]: 1 }, { [FAMILY]: 2 })).toEqual({
      passes: [
        { id: 'p1', ticketId: GENERAL },
        { ticketId: VIP },
        { id: 'p3', ticketId: GENERAL, packageId: 'k1' },
        { id: 'p4', ticketId: GENERAL, packageId: 'k1' },
      ],
      packages: [{ id: 'k1', packageId: FAMILY }, { packageId: FAMILY }],
    });
  });

  it('drops what is counted down to zero', () => {
    expect(passesBody(registration, { [GENERAL]: 0 }, { [FAMILY]: 0 })).toEqual({
      passes: [],
      packages: [],
    });
  });
});

describe('questions', () => {
  const allergies = { id: 'q2', choices: [] } as unknown as RegistrationQuestion;
  const lunch = {
    id: 'q1',
    type: 'radio',
    choices: [
      { value: 'Fish', subQuestions: [] },
      { value: 'Vegetarian', subQuestions: [allergies] },
    ],
  } as unknown as RegistrationQuestion;

  it('shows a sub-question only while its choice is chosen', () => {
    expect(visibleQuestions([lunch], { q1: 'Fish' }).map((q) => q.id)).toEqual(['q1']);
    expect(visibleQuestions([lunch], { q1: 'Vegetarian' }).map((q) => q.id)).toEqual(['q1', 'q2']);
  });
});

describe('rooms', () => {
  it('reads a shared reservation as the first pass owning it and the next sharing it', () => {
    const registration = cart([
      { id: 'p1', ticketId: GENERAL, room: { id: 'r1', type: HOTEL } },
      { id: 'p2', ticketId: GENERAL, room: { id: 'r1', type: HOTEL } },
      { id: 'p3', ticketId: GENERAL },
    ]);
    expect(initialRoomChoices(registration)).toEqual({
      p1: { roomTypeId: HOTEL, start: '2027-01-06', end: '2027-01-08' },
      p2: { share: 'p1' },
      p3: null,
    });
    expect(reservationsBody(registration, initialRoomChoices(registration))).toEqual([
      {
        id: 'p1',
        reservation: { id: 'r1', eventRoomTypeId: HOTEL, start: '2027-01-06', end: '2027-01-08' },
      },
      {
        id: 'p2',
        reservation: { id: 'r1', eventRoomTypeId: HOTEL, start: '2027-01-06', end: '2027-01-08' },
      },
      { id: 'p3', reservation: null },
    ]);
  });

  it('gives a new shared room one new id, and a pass sharing nothing any more no room', () => {
    const registration = cart([
      { id: 'p1', ticketId: GENERAL },
      { id: 'p2', ticketId: GENERAL },
      { id: 'p3', ticketId: GENERAL },
    ]);
    const [first, second, third] = reservationsBody(registration, {
      p1: { roomTypeId: HOTEL, start: '', end: '' },
      p2: { share: 'p1' },
      p3: { share: 'p2' },
    });
    expect(first?.reservation?.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(second?.reservation).toEqual(first?.reservation);
    expect(first?.reservation).toMatchObject({ start: null, end: null });
    expect(third).toEqual({ id: 'p3', reservation: null });
  });
});
