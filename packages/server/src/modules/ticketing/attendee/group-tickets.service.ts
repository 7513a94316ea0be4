import {
  GROUP_TICKET_MESSAGES as M,
  type ManagedCoupon,
  type ManagedCouponPass,
} from '@convene/contract';
import { requireAccount, type RequestContext } from '../../../context';
import { AppError } from '../../../lib/app-error';
import { baseAccountsByIds } from '../../accounts/index';
import { requireEventRowViewer } from '../events/index';
import {
  findRegistration,
  listBoughtCoupons,
  viewOffer,
  managedCouponOf,
} from '../registration/index';
import { listCouponPasses } from './group-tickets.repository';

/*
 * Group tickets (decision 0024): the pre-paid coupons the acting account bought
 * with the coupon intent, whether or not it registered itself. Each use of a coupon is one
 * pass a colleague redeemed in their registration (the registration cart's coupon: 100 %
 * off, one pass per use, on the capacity the coupon bought). Another account's coupon, and
 * any id of another organization, is 404.
 */

interface Bought {
  ctx: RequestContext;
  coupons: ManagedCoupon[];
}

async function boughtCoupons(ctx: RequestContext, eventId: string): Promise<Bought> {
  const account = requireAccount(ctx);
  const scope = ctx.scope;
  const event = await requireEventRowViewer(ctx, eventId);
  const registration = await findRegistration(ctx.db, scope, {
    eventId: event.id,
    accountId: account.id,
  });
  if (!registration) return { ctx, coupons: [] };
  const bought = await listBoughtCoupons(ctx.db, scope, registration.id);
  if (!bought.length) return { ctx, coupons: [] };
  const offer = await viewOffer(ctx, event);
  return { ctx, coupons: bought.map((row) => managedCouponOf(row, offer)) };
}

function requireCoupon(bought: Bought, couponId: string): ManagedCoupon {
  const coupon = bought.coupons.find((candidate) => candidate.id === couponId);
  if (!coupon) throw new AppError('NOT_FOUND', M.couponNotFound);
  return coupon;
}

/** `GET …/attendee/coupons`. */
export async function getGroupTickets(
  ctx: RequestContext,
  eventId: string,
): Promise<ManagedCoupon[]> {
  return (await boughtCoupons(ctx, eventId)).coupons;
}

/** `GET …/attendee/coupons/{cid}`. */
export async function getGroupTicket(
  ctx: RequestContext,
  eventId: string,
  couponId: string,
): Promise<ManagedCoupon> {
  return requireCoupon(await boughtCoupons(ctx, eventId), couponId);
}

/** `GET …/attendee/coupons/{cid}/passes`: who redeemed it (canceled passes too, marked so). */
export async function getGroupTicketPasses(
  ctx: RequestContext,
  eventId: string,
  couponId: string,
): Promise<ManagedCouponPass[]> {
  const coupon = requireCoupon(await boughtCoupons(ctx, eventId), couponId);
  const { _count: _uses, registrationId: _registration, ...base } = coupon;
  const rows = await listCouponPasses(ctx.db, ctx.scope, coupon.id);
  const accounts = await baseAccountsByIds(ctx, [...new Set(rows.map((row) => row.accountId))]);
  return rows.flatMap((row) => {
    const account = accounts.get(row.accountId);
    if (!account) return [];
    return [
      {
        id: row.id,
        status: row.status,
        coupon: base,
        registration: { account },
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}
