import { and, asc, desc, eq, gt, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { advertisements, benefits } from '../../db/schema/index';
import { likePattern } from '../../lib/search';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';

export type AdvertisementRow = typeof advertisements.$inferSelect;
export type BenefitRow = typeof benefits.$inferSelect;

/**
 * One live advertisement, drawn with probability proportional to its weight
 * (Efraimidis–Spirakis: the smallest -ln(u)/weight wins).
 */
export async function pickAdvertisement(
  db: Executor,
  scope: Scope,
  now: Date,
): Promise<AdvertisementRow | undefined> {
  const [row] = await db
    .select()
    .from(advertisements)
    .where(
      and(
        inOrganization(advertisements, scope),
        eq(advertisements.enabled, true),
        gt(advertisements.weight, 0),
        or(isNull(advertisements.startsAt), lte(advertisements.startsAt, now)),
        or(isNull(advertisements.endsAt), gt(advertisements.endsAt, now)),
      ),
    )
    .orderBy(sql`-ln(1 - random()) / ${advertisements.weight}`)
    .limit(1);
  return row;
}

export type BenefitOrder = {
  field: 'priority' | 'title' | 'startDate' | 'createdAt';
  direction: 'asc' | 'desc';
};

export async function listBenefits(
  db: Executor,
  scope: Scope,
  options: { now: Date; search?: string; order: BenefitOrder } & Page,
): Promise<BenefitRow[]> {
  const column = benefits[options.order.field];
  const direction = options.order.direction === 'desc' ? desc : asc;
  return db
    .select()
    .from(benefits)
    .where(
      and(
        inOrganization(benefits, scope),
        lte(benefits.startDate, options.now),
        or(isNull(benefits.endDate), gt(benefits.endDate, options.now)),
        options.search
          ? or(
              ilike(benefits.title, likePattern(options.search)),
              ilike(benefits.description, likePattern(options.search)),
            )
          : undefined,
      ),
    )
    .orderBy(direction(column), asc(benefits.title), asc(benefits.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function insertAdvertisements(
  db: Executor,
  rows: (typeof advertisements.$inferInsert)[],
): Promise<void> {
  if (rows.length) await db.insert(advertisements).values(rows);
}

export async function insertBenefits(
  db: Executor,
  rows: (typeof benefits.$inferInsert)[],
): Promise<void> {
  if (rows.length) await db.insert(benefits).values(rows);
}
