import { and, asc, eq, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  eventCoupons,
  eventPassAddOns,
  eventPasses,
  eventPassResponses,
  eventRegistrationPackages,
  eventRegistrations,
  eventRoomReservations,
} from '../../../db/schema/index';
import { bound, boundScope, preparedStatement } from '../../../lib/prepared';
import { inOrganization, type Scope } from '../../../tenancy/scope';
import type {
  CouponRow,
  PassAddOnRow,
  PassRow,
  RegistrationPackageRow,
  RegistrationRow,
  ReservationRow,
  ResponseRow,
} from './rows';
import { rowsOf } from './rows-of';
export type { CouponRow, PassRow, RegistrationRow, ReservationRow, ResponseRow } from './rows';

/*
 * The cart's own rows: the registration (one per account and event; `draft` is the cart),
 * its passes, packages, room reservations, pass add-ons and answers, and its coupon.
 */

export interface Cart {
  registration: RegistrationRow;
  passes: PassRow[];
  packages: RegistrationPackageRow[];
  reservations: ReservationRow[];
  addOns: PassAddOnRow[];
  responses: ResponseRow[];
  coupon: CouponRow | null;
  /** The pre-paid coupons it bought, still active, oldest first (`withPurchases` counts their use). */
  bought: CouponRow[];
}

const reg = eventRegistrations;

export interface AccountEvent {
  eventId: string;
  accountId: string;
}

export async function findRegistration(
  db: Executor,
  scope: Scope,
  key: AccountEvent,
): Promise<RegistrationRow | undefined> {
  const statement = preparedStatement(db, 'registration_of_account', () =>
    db.select().from(reg).where(ofAccountEvent()).prepare('registration_of_account'),
  );
  const [row] = await statement.execute(accountEventValues(scope, key));
  return row;
}

/** The registration of an account for an event, by bound values (`accountEventValues`). */
function ofAccountEvent() {
  return and(
    inOrganization(reg, boundScope()),
    eq(reg.eventId, bound('eventId')),
    eq(reg.accountId, bound('accountId')),
  );
}

function accountEventValues(scope: Scope, key: AccountEvent) {
  return { organizationId: scope.organizationId, eventId: key.eventId, accountId: key.accountId };
}

/** The account's registration for the event, made as a draft when it has none. */
export async function ensureRegistration(
  db: Executor,
  scope: Scope,
  key: AccountEvent,
): Promise<RegistrationRow> {
  await db
    .insert(reg)
    .values({ organizationId: scope.organizationId, ...key, status: 'draft' })
    .onConflictDoNothing({ target: [reg.eventId, reg.accountId] });
  const row = await findRegistration(db, scope, key);
  if (!row) throw new Error('the registration just made is gone');
  return row;
}

/** The account's registration for the event, made as a draft when it has none, locked. */
export async function lockRegistration(
  tx: Executor,
  scope: Scope,
  key: AccountEvent,
): Promise<RegistrationRow> {
  await tx
    .insert(reg)
    .values({ organizationId: scope.organizationId, ...key, status: 'draft' })
    .onConflictDoNothing({ target: [reg.eventId, reg.accountId] });
  const [row] = await tx
    .select()
    .from(reg)
    .where(
      and(
        inOrganization(reg, scope),
        eq(reg.eventId, key.eventId),
        eq(reg.accountId, key.accountId),
      ),
    )
    .for('update');
  if (!row) throw new Error('the registration just made is gone');
  return row;
}

/** A registration by id (what an intent pays for). */
export async function findRegistrationById(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(reg)
    .where(and(inOrganization(reg, scope), eq(reg.id, id)));
  return row;
}

/** A registration by id, locked (the capture's `prepare`). */
export async function lockRegistrationById(
  tx: Executor,
  scope: Scope,
  id: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await tx
    .select()
    .from(reg)
    .where(and(inOrganization(reg, scope), eq(reg.id, id)))
    .for('update');
  return row;
}

function lapsedWhere(now: Date, where: { scope: Scope; eventId: string } | null) {
  return and(
    lt(reg.heldUntil, now),
    eq(reg.status, 'draft'),
    where ? inOrganization(reg, where.scope) : undefined,
    where ? eq(reg.eventId, where.eventId) : undefined,
  );
}

/** Whether any draft's hold lapsed (of one event, or of any): a look without a lock. */
export async function anyLapsedHold(
  db: Executor,
  now: Date,
  where: { scope: Scope; eventId: string } | null,
): Promise<boolean> {
  const rows = await db.select({ id: reg.id }).from(reg).where(lapsedWhere(now, where)).limit(1);
  return rows.length > 0;
}

/**
 * Drafts whose hold lapsed, locked, skipping those another transaction holds (their owner
 * is changing them, or another node releases them): of one event, or of any.
 */
export async function lockLapsedHolds(
  tx: Executor,
  now: Date,
  limit: number,
  where: { scope: Scope; eventId: string } | null,
): Promise<RegistrationRow[]> {
  return tx
    .select()
    .from(reg)
    .where(lapsedWhere(now, where))
    .orderBy(asc(reg.heldUntil))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function updateRegistration(
  db: Executor,
  id: string,
  changes: Partial<Omit<RegistrationRow, 'id' | 'organizationId' | 'alternateId'>>,
): Promise<void> {
  await db.update(reg).set(changes).where(eq(reg.id, id));
}

/** Which registration a cart's columns read, as SQL: bound parameters or the row selected. */
interface CartOf {
  registrationId: SQL;
  /** Whether it is a draft (its cart is its draft passes and packages). */
  draft: SQL;
  couponId: SQL;
}

/**
 * The cart's rows, one JSON array per table (`rowsOf`): every page of a cart, a pass or a
 * ticket reads them, and pays one round trip. A draft registration's cart is its draft
 * passes and packages; a completed one's, every pass but drafts and every package. Every
 * table in the registration's organization.
 */
function cartColumns(of: CartOf) {
  const p = eventPasses;
  const rp = eventRegistrationPackages;
  const rr = eventRoomReservations;
  const pa = eventPassAddOns;
  const pr = eventPassResponses;
  const c = eventCoupons;
  const ofRegistration = (table: { organizationId: AnyColumn; registrationId: AnyColumn }) =>
    and(inOrganization(table, boundScope()), sql`${table.registrationId} = ${of.registrationId}`);
  const passesOfCart = and(ofRegistration(p), sql`(${p.status} = 'draft') = ${of.draft}`);
  const ofPasses = (table: { organizationId: AnyColumn; passId: AnyColumn }) =>
    and(
      inOrganization(table, boundScope()),
      sql`${table.passId} in (select ${p.id} from ${p} where ${passesOfCart})`,
    );
  return {
    passes: rowsOf(p, passesOfCart, sql`${p.createdAt}, ${p.id}`),
    packages: rowsOf(
      rp,
      and(ofRegistration(rp), sql`(not ${of.draft} or ${rp.status} = 'draft')`),
      sql`${rp.createdAt}, ${rp.id}`,
    ),
    reservations: rowsOf(rr, ofRegistration(rr), sql`${rr.createdAt}, ${rr.id}`),
    addOns: rowsOf(pa, ofPasses(pa), sql`${pa.passId}, ${pa.addOnId}`),
    responses: rowsOf(pr, ofPasses(pr), sql`${pr.passId}, ${pr.questionId}`),
    coupons: rowsOf(
      c,
      and(inOrganization(c, boundScope()), sql`${c.id} = ${of.couponId}`),
      sql`${c.id}`,
    ),
    bought: rowsOf(
      c,
      and(
        inOrganization(c, boundScope()),
        sql`${c.registrationId} = ${of.registrationId}`,
        eq(c.prePaid, true),
        eq(c.active, true),
      ),
      sql`${c.createdAt}, ${c.id}`,
    ),
  };
}

/** The cart of a registration read before: its rows by the registration's id. */
function cartStatement(db: Executor) {
  return db
    .select(
      cartColumns({
        registrationId: sql`${bound('registrationId')}`,
        draft: sql`${bound('draft')}::boolean`,
        couponId: sql`${bound('couponId')}::uuid`,
      }),
    )
    .from(reg)
    .where(and(inOrganization(reg, boundScope()), eq(reg.id, bound('registrationId'))))
    .prepare('cart');
}

export async function loadCart(db: Executor, registration: RegistrationRow): Promise<Cart> {
  const [read] = await preparedStatement(db, 'cart', () => cartStatement(db)).execute({
    organizationId: registration.organizationId,
    registrationId: registration.id,
    draft: registration.status === 'draft',
    couponId: registration.couponId,
  });
  // The registration's row gone since it was read (its event deleted): an empty cart.
  return cartOf(registration, read ?? EMPTY_CART);
}

/**
 * The account's registration for the event and its cart, in one statement (the cart's
 * columns read the registration row they are selected with): undefined when it has none.
 */
export async function loadAccountCart(
  db: Executor,
  scope: Scope,
  key: AccountEvent,
): Promise<Cart | undefined> {
  const statement = preparedStatement(db, 'account_cart', () =>
    db
      .select({
        registration: reg,
        ...cartColumns({
          registrationId: sql`${reg.id}`,
          draft: sql`(${reg.status} = 'draft')`,
          couponId: sql`${reg.couponId}`,
        }),
      })
      .from(reg)
      .where(ofAccountEvent())
      .prepare('account_cart'),
  );
  const [read] = await statement.execute(accountEventValues(scope, key));
  return read && cartOf(read.registration, read);
}

function cartOf(registration: RegistrationRow, rows: CartRows): Cart {
  const { passes, packages, reservations, addOns, responses, coupons, bought } = rows;
  return {
    registration,
    passes,
    packages,
    reservations,
    addOns,
    responses,
    coupon: coupons[0] ?? null,
    bought,
  };
}

/** A cart's rows as its statement reads them: its coupon as a list of none or one. */
type CartRows = Omit<Cart, 'registration' | 'coupon'> & { coupons: CouponRow[] };

const EMPTY_CART: CartRows = {
  passes: [],
  packages: [],
  reservations: [],
  addOns: [],
  responses: [],
  coupons: [],
  bought: [],
};

// ---------------------------------------------------------------- writes of a cart

export type NewPass = typeof eventPasses.$inferInsert;
export type NewRegistrationPackage = typeof eventRegistrationPackages.$inferInsert;
export type NewReservation = typeof eventRoomReservations.$inferInsert;
export type NewResponse = typeof eventPassResponses.$inferInsert;

export async function insertPasses(db: Executor, rows: NewPass[]): Promise<void> {
  if (rows.length) await db.insert(eventPasses).values(rows);
}

export async function deletePasses(db: Executor, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(eventPasses).where(inArray(eventPasses.id, ids));
}

export async function updatePass(
  db: Executor,
  id: string,
  changes: Partial<Omit<PassRow, 'id' | 'organizationId' | 'alternateId'>>,
): Promise<void> {
  await db.update(eventPasses).set(changes).where(eq(eventPasses.id, id));
}

export async function insertPackages(db: Executor, rows: NewRegistrationPackage[]): Promise<void> {
  if (rows.length) await db.insert(eventRegistrationPackages).values(rows);
}

export async function deletePackages(db: Executor, ids: string[]): Promise<void> {
  if (ids.length) {
    await db.delete(eventRegistrationPackages).where(inArray(eventRegistrationPackages.id, ids));
  }
}

export async function replacePassAddOns(
  db: Executor,
  passIds: string[],
  rows: (typeof eventPassAddOns.$inferInsert)[],
): Promise<void> {
  if (passIds.length)
    await db.delete(eventPassAddOns).where(inArray(eventPassAddOns.passId, passIds));
  if (rows.length) await db.insert(eventPassAddOns).values(rows);
}

export async function insertReservations(db: Executor, rows: NewReservation[]): Promise<void> {
  if (rows.length) await db.insert(eventRoomReservations).values(rows);
}

export async function deleteReservations(db: Executor, ids: string[]): Promise<void> {
  if (ids.length) {
    await db.delete(eventRoomReservations).where(inArray(eventRoomReservations.id, ids));
  }
}

export async function updateReservation(
  db: Executor,
  id: string,
  changes: Pick<ReservationRow, 'roomTypeId' | 'start' | 'end'>,
): Promise<void> {
  await db.update(eventRoomReservations).set(changes).where(eq(eventRoomReservations.id, id));
}

export async function upsertResponses(db: Executor, rows: NewResponse[]): Promise<void> {
  if (!rows.length) return;
  const r = eventPassResponses;
  await db
    .insert(r)
    .values(rows)
    .onConflictDoUpdate({
      target: [r.passId, r.questionId],
      set: {
        value: sql`excluded.value`,
        choiceIds: sql`excluded.choice_ids`,
        updatedAt: sql`now()`,
      },
    });
}

export async function deleteResponses(db: Executor, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(eventPassResponses).where(inArray(eventPassResponses.id, ids));
}

/** Moves the cart's packages out of draft (registered); its passes are updated one by one. */
export async function setPackagesStatus(
  db: Executor,
  registrationId: string,
  status: RegistrationPackageRow['status'],
): Promise<void> {
  await db
    .update(eventRegistrationPackages)
    .set({ status })
    .where(
      and(
        eq(eventRegistrationPackages.registrationId, registrationId),
        eq(eventRegistrationPackages.status, 'draft'),
      ),
    );
}
