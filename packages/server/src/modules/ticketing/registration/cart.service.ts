import {
  REGISTRATION_MESSAGES,
  type CartAddOnsBody,
  type CartPackage,
  type CartPass,
  type Coupon,
} from '@convene/contract';
import { v7 as uuidv7 } from 'uuid';
import type { RequestContext } from '../../../context';
import type { Transaction } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { changeCart, fieldError, passOfCart, type CartScope } from './cart-core';
import {
  deletePackages,
  deletePasses,
  insertPackages,
  insertPasses,
  loadCart,
  replacePassAddOns,
  updatePass,
  updateRegistration,
  type Cart,
  type NewRegistrationPackage,
  type PassRow,
} from './cart.repository';
import { findCouponByCode } from './coupons.repository';
import { couponOf } from './offer-view';
import { couponProblem, onSale, perSaleErrors } from './validation';

/*
 * The changes of the registration cart (SDK mutations/self/events/registration), each in
 * `changeCart`'s transaction: checked against the offer (400 with the field named), written,
 * then held.
 */

const M = REGISTRATION_MESSAGES;

interface PlannedPass {
  id: string;
  passTypeId: string;
  registrationPackageId: string | null;
  existing: PassRow | undefined;
}

interface PassPlan {
  planned: PlannedPass[];
  newPackages: NewRegistrationPackage[];
  /** Each package's id in the body (or `#index`) → its id in the cart. */
  packageIds: Map<string, string>;
}

/** Checks the whole set of passes and packages against the offer, and plans it. */
function planPasses(
  cart: Cart,
  cs: CartScope,
  body: { passes: CartPass[]; packages: CartPackage[] },
): PassPlan {
  const { offer } = cs;
  const { scope } = cs.ctx;
  const packageIds = new Map<string, string>();
  const newPackages: NewRegistrationPackage[] = [];
  body.packages.forEach((item, index) => {
    if (!offer.packages.get(item.packageId)?.isActive) {
      throw fieldError(`packages.${index}.packageId`, M.packageNotOffered);
    }
    const existing = cart.packages.find(
      (bought) => bought.id === item.id && bought.packageId === item.packageId,
    );
    const id = existing?.id ?? uuidv7();
    if (!existing) {
      newPackages.push({
        id,
        organizationId: scope.organizationId,
        registrationId: cart.registration.id,
        packageId: item.packageId,
      });
    }
    packageIds.set(item.id ?? `#${index}`, id);
  });
  const planned: PlannedPass[] = [];
  const kept = new Set<string>();
  body.passes.forEach((item, index) => {
    if (!onSale(offer.passTypes.get(item.ticketId), offer.now)) {
      throw fieldError(`passes.${index}.ticketId`, M.passTypeNotOffered);
    }
    const registrationPackageId = item.packageId ? packageIds.get(item.packageId) : null;
    if (registrationPackageId === undefined)
      throw fieldError(`passes.${index}.packageId`, M.packagePasses);
    const existing = cart.passes.find((pass) => pass.id === item.id && !kept.has(pass.id));
    if (existing) kept.add(existing.id);
    planned.push({
      id: existing?.id ?? uuidv7(),
      passTypeId: item.ticketId,
      registrationPackageId,
      existing,
    });
  });
  body.packages.forEach((item, index) => {
    const id = packageIds.get(item.id ?? `#${index}`)!;
    const links = offer.packages.get(item.packageId)!.passes;
    const members = planned.filter((pass) => pass.registrationPackageId === id);
    if (members.length === 0) {
      for (const link of links) {
        for (let count = 0; count < link.quantity; count += 1) {
          planned.push({
            id: uuidv7(),
            passTypeId: link.passTypeId,
            registrationPackageId: id,
            existing: undefined,
          });
        }
      }
      return;
    }
    const matches =
      members.length === links.reduce((sum, link) => sum + link.quantity, 0) &&
      links.every(
        (link) =>
          members.filter((pass) => pass.passTypeId === link.passTypeId).length === link.quantity,
      );
    if (!matches) throw fieldError(`packages.${index}`, M.packagePasses);
  });
  const errors = perSaleErrors(planned, offer);
  if (errors.length) throw new AppError('VALIDATION', errors[0]!.message, { errors });
  return { planned, newPackages, packageIds };
}

/**
 * The cart as the plan will make it, before anything is written, so that a buyer who finds
 * the passes sold out is answered without writing.
 */
function projectPasses(cart: Cart, cs: CartScope, plan: PassPlan): Cart {
  const now = new Date();
  const passes: PassRow[] = plan.planned.map((pass) => ({
    ...(pass.existing ?? {
      id: pass.id,
      organizationId: cs.ctx.scope.organizationId,
      alternateId: 0,
      eventId: cs.event.id,
      registrationId: cart.registration.id,
      attendeeAccountId: cs.account.id,
      couponId: null,
      reservationId: null,
      status: 'draft' as const,
      location: null,
      usedAt: null,
      checkedInById: null,
      amtPaid: 0,
      amtRefunded: 0,
      createdAt: now,
      updatedAt: now,
    }),
    passTypeId: pass.passTypeId,
    registrationPackageId: pass.registrationPackageId,
  }));
  const order = (pass: PassRow) => (pass.alternateId === 0 ? 1 : 0);
  passes.sort((a, b) => order(a) - order(b));
  const kept = new Set(passes.map((pass) => pass.id));
  const keptPackages = new Set(plan.packageIds.values());
  return {
    ...cart,
    passes,
    packages: [
      ...cart.packages.filter((bought) => keptPackages.has(bought.id)),
      ...plan.newPackages.map((bought) => ({
        ...bought,
        id: bought.id!,
        status: 'draft' as const,
        createdAt: now,
        updatedAt: now,
      })),
    ],
    addOns: cart.addOns.filter((held) => kept.has(held.passId)),
    responses: cart.responses.filter((response) => kept.has(response.passId)),
  };
}

async function writePassPlan(
  tx: Transaction,
  cart: Cart,
  cs: CartScope,
  plan: PassPlan,
): Promise<void> {
  const { planned, newPackages, packageIds } = plan;
  await insertPackages(tx, newPackages);
  const plannedIds = new Set(planned.map((pass) => pass.id));
  await deletePasses(
    tx,
    cart.passes.filter((pass) => !plannedIds.has(pass.id)).map((pass) => pass.id),
  );
  for (const pass of planned) {
    const { existing } = pass;
    if (
      existing &&
      (existing.passTypeId !== pass.passTypeId ||
        existing.registrationPackageId !== pass.registrationPackageId)
    ) {
      await updatePass(tx, pass.id, {
        passTypeId: pass.passTypeId,
        registrationPackageId: pass.registrationPackageId,
      });
    }
  }
  await insertPasses(
    tx,
    planned
      .filter((pass) => !pass.existing)
      .map((pass) => ({
        id: pass.id,
        organizationId: cs.ctx.scope.organizationId,
        eventId: cs.event.id,
        registrationId: cart.registration.id,
        passTypeId: pass.passTypeId,
        registrationPackageId: pass.registrationPackageId,
        attendeeAccountId: cs.account.id,
      })),
  );
  const keptPackages = new Set(packageIds.values());
  await deletePackages(
    tx,
    cart.packages.filter((bought) => !keptPackages.has(bought.id)).map((bought) => bought.id),
  );
}

/** `POST …/registration/passes`. */
export function setCartPasses(
  ctx: RequestContext,
  eventId: string,
  body: { passes: CartPass[]; packages: CartPackage[] },
): Promise<null> {
  let plan: PassPlan | undefined;
  return changeCart(
    ctx,
    eventId,
    async (tx, cart, cs) => {
      await writePassPlan(tx, cart, cs, plan!);
      return null;
    },
    {
      project: (cart, cs) => {
        plan = planPasses(cart, cs, body);
        return projectPasses(cart, cs, plan);
      },
    },
  );
}

/** `POST …/registration/addOns`: each listed pass gets exactly the add-ons given. */
export function setCartAddOns(
  ctx: RequestContext,
  eventId: string,
  body: CartAddOnsBody,
): Promise<null> {
  return changeCart(ctx, eventId, async (tx, cart, cs) => {
    const chosen = new Map<string, Set<string>>();
    for (const item of body) {
      const pass = passOfCart(cart, item.id);
      const offered = cs.offer.passTypes.get(pass.passTypeId)?.addOnIds ?? [];
      const ids = new Set(item.addOns.map((addOn) => addOn.id));
      for (const addOnId of ids) {
        if (!offered.includes(addOnId)) {
          throw fieldError(`passes.${pass.id}.addOns.${addOnId}`, M.addOnNotOffered);
        }
      }
      chosen.set(pass.id, ids);
    }
    const rows = [...chosen].flatMap(([passId, ids]) =>
      [...ids].map((addOnId) => ({ organizationId: cs.ctx.scope.organizationId, passId, addOnId })),
    );
    await replacePassAddOns(tx, [...chosen.keys()], rows);
    return null;
  });
}

/** `POST …/registration/coupon`: the cart set first when given, then the code applied. */
export function applyCartCoupon(
  ctx: RequestContext,
  eventId: string,
  body: {
    passes?: CartPass[] | undefined;
    packages?: CartPackage[] | undefined;
    couponCode: string;
  },
): Promise<Coupon> {
  return changeCart(ctx, eventId, async (tx, cart, cs) => {
    if (body.passes) {
      const plan = planPasses(cart, cs, { passes: body.passes, packages: body.packages ?? [] });
      await writePassPlan(tx, cart, cs, plan);
    }
    const { passes } = await loadCart(tx, cart.registration);
    const coupon = await findCouponByCode(tx, cs.ctx.scope, cs.event.id, body.couponCode);
    const problem = couponProblem(coupon, passes, ctx.login?.email ?? null, ctx.now);
    if (problem) throw fieldError('couponCode', problem);
    cart.registration.couponId = coupon!.id;
    await updateRegistration(tx, cart.registration.id, { couponId: coupon!.id });
    return couponOf(coupon!, cs.offer);
  });
}

/** `DELETE …/registration/coupon`. */
export function removeCartCoupon(ctx: RequestContext, eventId: string): Promise<null> {
  return changeCart(ctx, eventId, async (tx, cart) => {
    cart.registration.couponId = null;
    await updateRegistration(tx, cart.registration.id, { couponId: null });
    return null;
  });
}
