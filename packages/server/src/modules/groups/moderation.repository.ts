import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groupBlocks } from '../../db/schema/index';
import { inOrganization, type Page, type Scope } from '../../tenancy/scope';
import { accountNameSearch, accountsAs, accountSummaryColumns } from '../accounts/sql';
import { deleteGroupAccountRow, ofGroupAccount } from './group-sql';

const blockedAccounts = accountsAs('blocked_accounts');
const blockers = accountsAs('blockers');

/** Whether a moderator blocked the account from the group. */
export async function isBlocked(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ accountId: groupBlocks.accountId })
    .from(groupBlocks)
    .where(ofGroupAccount(groupBlocks, scope, groupId, accountId));
  return row !== undefined;
}

export async function insertBlock(
  db: Executor,
  values: typeof groupBlocks.$inferInsert,
): Promise<void> {
  await db.insert(groupBlocks).values(values).onConflictDoNothing();
}

export async function deleteBlock(
  db: Executor,
  scope: Scope,
  groupId: string,
  accountId: string,
): Promise<boolean> {
  return deleteGroupAccountRow(db, groupBlocks, scope, groupId, accountId);
}

export async function listBlocks(
  db: Executor,
  scope: Scope,
  groupId: string,
  search: string | undefined,
  page: Page,
) {
  return db
    .select({
      block: groupBlocks,
      account: accountSummaryColumns(blockedAccounts),
      blocker: accountSummaryColumns(blockers),
    })
    .from(groupBlocks)
    .innerJoin(blockedAccounts, eq(blockedAccounts.id, groupBlocks.accountId))
    .leftJoin(blockers, eq(blockers.id, groupBlocks.blockerId))
    .where(
      and(
        inOrganization(groupBlocks, scope),
        eq(groupBlocks.groupId, groupId),
        accountNameSearch(blockedAccounts, search),
      ),
    )
    .orderBy(desc(groupBlocks.createdAt), asc(groupBlocks.accountId))
    .limit(page.limit)
    .offset(page.offset);
}
