import { REGISTRATION_MESSAGES } from '@convene/contract';
import { formatText } from '@convene/contract';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Scope } from '../../../tenancy/scope';
import {
  CAPACITY_KINDS,
  capacityLeft,
  giveCapacity,
  sellCapacity,
  takeCapacity,
  type CapacityKind,
} from './capacity.repository';
import type { Cart } from './cart.repository';
import type { Offer } from './offer.repository';
import { couponPasses, quantityOf } from './pricing';

/*
 * What a cart holds, as counts per thing (decision 0014): one per pass of a type (a pass a
 * pre-paid coupon covers was sold with the coupon), per package, per pass add-on, per
 * room reservation, per chosen choice, the count of each `quantity` answer, and one use of
 * its coupon. Changing a cart takes the difference; releasing it gives all back.
 */

export type Holdings = Map<string, number>;

const keyOf = (kind: CapacityKind, id: string) => `${kind}:${id}`;

function add(holdings: Holdings, kind: CapacityKind, id: string, count = 1): void {
  if (count <= 0) return;
  const key = keyOf(kind, id);
  holdings.set(key, (holdings.get(key) ?? 0) + count);
}

export function holdingsOf(cart: Cart, offer: Offer): Holdings {
  const holdings: Holdings = new Map();
  const prePaid = cart.coupon?.prePaid ? new Set(couponPasses(cart).map((pass) => pass.id)) : null;
  for (const pass of cart.passes) {
    if (!prePaid?.has(pass.id)) add(holdings, 'passType', pass.passTypeId);
  }
  for (const bought of cart.packages) add(holdings, 'package', bought.packageId);
  for (const held of cart.addOns) add(holdings, 'addOn', held.addOnId);
  for (const reservation of cart.reservations) add(holdings, 'roomType', reservation.roomTypeId);
  for (const response of cart.responses) {
    if (offer.questions.get(response.questionId)?.type === 'quantity') {
      add(holdings, 'question', response.questionId, quantityOf(response.value));
    }
    for (const choiceId of response.choiceIds) add(holdings, 'choice', choiceId);
  }
  if (cart.coupon) add(holdings, 'coupon', cart.coupon.id);
  return holdings;
}

/** Keys in the one order of taking: by kind, then by id. */
function ordered(keys: Iterable<string>): { kind: CapacityKind; id: string; key: string }[] {
  return [...new Set(keys)]
    .map((key) => {
      const [kind, id] = key.split(':') as [CapacityKind, string];
      return { kind, id, key };
    })
    .sort(
      (a, b) =>
        CAPACITY_KINDS.indexOf(a.kind) - CAPACITY_KINDS.indexOf(b.kind) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

/** What `after` holds more (positive) or less (negative) than `before`, in the order of taking. */
function changesOf(before: Holdings | null, after: Holdings) {
  return ordered([...(before?.keys() ?? []), ...after.keys()])
    .map((item) => ({ ...item, delta: (after.get(item.key) ?? 0) - (before?.get(item.key) ?? 0) }))
    .filter((item) => item.delta !== 0);
}

/** The field and name of a sold-out thing, for the 409. */
function soldOutTarget(
  offer: Offer,
  kind: CapacityKind,
  id: string,
): { field: string; name: string } {
  switch (kind) {
    case 'passType':
      return { field: `passTypes.${id}`, name: offer.passTypes.get(id)?.name ?? 'This pass' };
    case 'package':
      return { field: `packages.${id}`, name: offer.packages.get(id)?.name ?? 'This package' };
    case 'addOn':
      return { field: `addOns.${id}`, name: offer.addOns.get(id)?.name ?? 'This add-on' };
    case 'roomType':
      return { field: `roomTypes.${id}`, name: offer.roomTypes.get(id)?.name ?? 'This room' };
    case 'question':
      return { field: `questions.${id}`, name: offer.questions.get(id)?.name ?? 'This option' };
    case 'choice': {
      for (const question of offer.questions.values()) {
        const choice = question.choices.find((candidate) => candidate.id === id);
        if (choice) return { field: `choices.${id}`, name: choice.text ?? choice.value };
      }
      return { field: `choices.${id}`, name: 'This choice' };
    }
    case 'coupon':
      return { field: 'couponCode', name: 'This coupon' };
  }
}

/** Something the cart wants is not there to take (409, the field named). */
export class SoldOutError extends AppError {
  constructor(offer: Offer, kind: CapacityKind, id: string) {
    const target = soldOutTarget(offer, kind, id);
    const message =
      kind === 'coupon'
        ? REGISTRATION_MESSAGES.couponUsedUp
        : formatText(REGISTRATION_MESSAGES.soldOut, { name: target.name });
    super('CONFLICT', message, { field: target.field });
  }
}

/**
 * Takes what `after` holds beyond `before` (all of it when `before` is null: the cart held
 * nothing) and gives back what it no longer holds, one conditional update per thing in
 * the fixed order. Throws SoldOutError when something is not there to take. Answers the
 * pass types whose places given back went to their waitlist (decision 0051): offers to
 * make once the transaction commits.
 */
export async function applyHoldings(
  tx: Executor,
  scope: Scope,
  offer: Offer,
  before: Holdings | null,
  after: Holdings,
): Promise<string[]> {
  const keptForLines: string[] = [];
  for (const { kind, id, delta } of changesOf(before, after)) {
    if (delta < 0) {
      if (await giveCapacity(tx, scope, kind, id, -delta)) keptForLines.push(id);
    } else if (!(await takeCapacity(tx, scope, kind, id, delta))) {
      throw new SoldOutError(offer, kind, id);
    }
  }
  return keptForLines;
}

/**
 * Fails early, before a change writes anything, when a thing it would take more of has not
 * that much left now (read without locks: the conditional updates at the end of the change
 * stay the guard, and the rows every buyer updates are locked only from there to the commit).
 */
export async function requireAvailable(
  tx: Executor,
  scope: Scope,
  offer: Offer,
  before: Holdings | null,
  after: Holdings,
): Promise<void> {
  for (const { kind, id, delta } of changesOf(before, after)) {
    if (delta < 0) continue;
    const left = await capacityLeft(tx, scope, kind, id);
    if (left !== null && left < delta) throw new SoldOutError(offer, kind, id);
  }
}

/** Gives back all a cart holds (answers as applyHoldings: pass types kept for their line). */
export function releaseHoldings(
  tx: Executor,
  scope: Scope,
  offer: Offer,
  holdings: Holdings,
): Promise<string[]> {
  return applyHoldings(tx, scope, offer, holdings, new Map());
}

/** Moves all a cart holds from held to sold. */
export async function sellHoldings(tx: Executor, scope: Scope, holdings: Holdings): Promise<void> {
  for (const { kind, id, key } of ordered(holdings.keys())) {
    await sellCapacity(tx, scope, kind, id, holdings.get(key)!);
  }
}
