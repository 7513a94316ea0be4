import type { LevelBody, SponsorshipLevel } from '@convene/contract';
import { and, eq, max, sql } from 'drizzle-orm';
import { requireAdmin, type RequestContext } from '../../context';
import { sponsorshipLevelAccounts, sponsorshipLevels } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { slugOf } from '../../lib/slug';
import { inOrganization } from '../../tenancy/scope';
import { existingAccountIds } from '../accounts/sql';
import { getLevel, requireLevel } from './levels.service';

/*
 * Sponsorship levels and their accounts, set up by organization administrators
 * (decision 0042); /levels reads them (levels.service.ts).
 */

async function levelFields(ctx: RequestContext, body: LevelBody, exceptId: string | null) {
  const { slug: given, ...fields } = body;
  const slug = given ?? slugOf(body.name, 'level');
  const taken = await ctx.db
    .select({ id: sponsorshipLevels.id })
    .from(sponsorshipLevels)
    .where(and(inOrganization(sponsorshipLevels, ctx.scope), eq(sponsorshipLevels.slug, slug)));
  if (taken.some((row) => row.id !== exceptId)) {
    throw new AppError('CONFLICT', 'Another level has this slug', { field: 'slug' });
  }
  return { ...fields, slug };
}

/** `POST /levels`. */
export async function createLevelAsAdmin(
  ctx: RequestContext,
  body: LevelBody,
): Promise<SponsorshipLevel> {
  requireAdmin(ctx);
  const [row] = await ctx.db
    .insert(sponsorshipLevels)
    .values({ organizationId: ctx.organization.id, ...(await levelFields(ctx, body, null)) })
    .returning({ id: sponsorshipLevels.id });
  return getLevel(ctx, row!.id);
}

/** `PUT /levels/{id}`. */
export async function updateLevel(
  ctx: RequestContext,
  levelId: string,
  body: LevelBody,
): Promise<SponsorshipLevel> {
  requireAdmin(ctx);
  const level = await requireLevel(ctx, levelId);
  await ctx.db
    .update(sponsorshipLevels)
    .set({ ...(await levelFields(ctx, body, level.id)), updatedAt: sql`now()` })
    .where(eq(sponsorshipLevels.id, level.id));
  return getLevel(ctx, level.id);
}

/** `DELETE /levels/{id}`: the level and its list of accounts. */
export async function deleteLevel(ctx: RequestContext, levelId: string): Promise<null> {
  requireAdmin(ctx);
  const level = await requireLevel(ctx, levelId);
  await ctx.db.delete(sponsorshipLevels).where(eq(sponsorshipLevels.id, level.id));
  return null;
}

/** `PUT /levels/{id}/accounts/{accountId}`: put last; already there is no error. */
export async function addLevelAccount(
  ctx: RequestContext,
  ids: { levelId: string; accountId: string },
): Promise<null> {
  requireAdmin(ctx);
  const level = await requireLevel(ctx, ids.levelId);
  const [accountId] = await existingAccountIds(ctx.db, ctx.scope, [ids.accountId]);
  if (!accountId) throw new AppError('NOT_FOUND', 'Account not found', { field: 'accountId' });
  const [last] = await ctx.db
    .select({ sortOrder: max(sponsorshipLevelAccounts.sortOrder) })
    .from(sponsorshipLevelAccounts)
    .where(eq(sponsorshipLevelAccounts.levelId, level.id));
  await ctx.db
    .insert(sponsorshipLevelAccounts)
    .values({ levelId: level.id, accountId, sortOrder: (last?.sortOrder ?? -1) + 1 })
    .onConflictDoNothing();
  return null;
}

/** `DELETE /levels/{id}/accounts/{accountId}`: not there is no error. */
export async function removeLevelAccount(
  ctx: RequestContext,
  ids: { levelId: string; accountId: string },
): Promise<null> {
  requireAdmin(ctx);
  const level = await requireLevel(ctx, ids.levelId);
  await ctx.db
    .delete(sponsorshipLevelAccounts)
    .where(
      and(
        eq(sponsorshipLevelAccounts.levelId, level.id),
        eq(sponsorshipLevelAccounts.accountId, ids.accountId),
      ),
    );
  return null;
}
