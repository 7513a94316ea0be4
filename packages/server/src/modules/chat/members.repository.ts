import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatChannelMembers } from '../../db/schema/index';
import { bound, preparedStatement } from '../../lib/prepared';
import type { Page } from '../../tenancy/scope';
import { accountsAs, accountSummaryColumns } from '../accounts/sql';
import type { MemberWithAccount } from './chat.repository';

/* A channel's members with their accounts, as lists and channel views show them. */

const memberAccount = accountsAs('chat_member_account');

const MEMBER_ORDER = [
  sql`case when ${chatChannelMembers.role} = 'moderator' then 0 else 1 end`,
  asc(chatChannelMembers.createdAt),
  asc(chatChannelMembers.accountId),
];

/** Members of the channels with their accounts: moderators first, then by join time. */
export async function membersOf(
  db: Executor,
  channelIds: readonly string[],
  page?: Page,
): Promise<MemberWithAccount[]> {
  if (channelIds.length === 0) return [];
  const query = db
    .select({ member: chatChannelMembers, account: accountSummaryColumns(memberAccount) })
    .from(chatChannelMembers)
    .innerJoin(memberAccount, eq(memberAccount.id, chatChannelMembers.accountId))
    .where(inArray(chatChannelMembers.channelId, [...channelIds]))
    .orderBy(...MEMBER_ORDER)
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/**
 * What a channel embeds of its members (chat-view.ts): the first `embedded` of each channel
 * in member order, the members `alsoAccountIds` wherever they rank, and with each row its
 * channel's member count, so a large conversation does not send every member to be
 * counted. `embedded` tells a row of the first ones. Prepared (lib/prepared.ts).
 */
export async function embeddedMembersOf(
  db: Executor,
  channelIds: readonly string[],
  alsoAccountIds: readonly string[],
  embedded: number,
): Promise<(MemberWithAccount & { embedded: boolean; total: number })[]> {
  if (channelIds.length === 0) return [];
  const statement = preparedStatement(db, 'chat_embedded_members', () => {
    const m = chatChannelMembers;
    const ranked = db
      .select({
        channelId: m.channelId,
        accountId: m.accountId,
        rank: sql<number>`row_number() over (partition by ${m.channelId} order by ${sql.join(MEMBER_ORDER, sql`, `)})`.as(
          'rank',
        ),
        total: sql<number>`(count(*) over (partition by ${m.channelId}))::int`.as('total'),
      })
      .from(m)
      .where(sql`${m.channelId} = any(${bound('channelIds')}::uuid[])`)
      .as('ranked_members');
    return db
      .select({
        member: m,
        account: accountSummaryColumns(memberAccount),
        embedded: sql<boolean>`${ranked.rank} <= ${bound('embedded')}::int`,
        total: ranked.total,
      })
      .from(ranked)
      .innerJoin(m, and(eq(m.channelId, ranked.channelId), eq(m.accountId, ranked.accountId)))
      .innerJoin(memberAccount, eq(memberAccount.id, m.accountId))
      .where(
        sql`(${ranked.rank} <= ${bound('embedded')}::int or ${m.accountId} = any(${bound('alsoAccountIds')}::uuid[]))`,
      )
      .orderBy(...MEMBER_ORDER)
      .prepare('chat_embedded_members');
  });
  return statement.execute({
    channelIds: [...channelIds],
    alsoAccountIds: [...alsoAccountIds],
    embedded,
  });
}

/** One member with its account. */
export async function memberWithAccount(
  db: Executor,
  channelId: string,
  accountId: string,
): Promise<MemberWithAccount | null> {
  const [row] = await db
    .select({ member: chatChannelMembers, account: accountSummaryColumns(memberAccount) })
    .from(chatChannelMembers)
    .innerJoin(memberAccount, eq(memberAccount.id, chatChannelMembers.accountId))
    .where(
      and(eq(chatChannelMembers.channelId, channelId), eq(chatChannelMembers.accountId, accountId)),
    );
  return row ?? null;
}
