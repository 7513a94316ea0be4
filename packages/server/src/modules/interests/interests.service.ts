import {
  INTERESTS_TO_SELECT,
  interestSlug,
  MESSAGES,
  type BaseAccount,
  type CreateInterestBody,
  type Interest,
  type ListQuery,
  type SelfInterestsBody,
} from '@convene/contract';
import type { RequestContext } from '../../context';
import { requireAccount, requireActiveAccount, requireModule } from '../../context';
import { AppError } from '../../lib/app-error';
import { pageWindow, parseOrderBy } from '../../lib/envelope';
import { toBaseAccount } from '../accounts/sql';
import {
  accountsOfInterests,
  findInterestByKey,
  findInterestsByIds,
  findInterestsBySlugs,
  INTEREST_ORDER_FIELDS,
  insertInterest,
  listAccountInterests,
  listInterests as selectInterests,
  replaceAccountInterests,
  type InterestRow,
} from './interests.repository';

export const INTEREST_EXISTS = 'An interest with this name already exists';

/** How many of an interest's accounts it embeds (the SDK's `accounts`). */
const ACCOUNTS_SHOWN = 5;

export function toInterest(row: InterestRow, accounts: BaseAccount[] = []): Interest {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image ?? null,
    imageId: row.image?.id ?? null,
    featured: row.featured,
    accounts,
    // Groups and events take no interests in Convene (accounts and posts do).
    groups: [],
    events: [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The interests of `rows`, each with the first of its accounts (one read for them all). */
async function toInterests(ctx: RequestContext, rows: InterestRow[]): Promise<Interest[]> {
  const held = await accountsOfInterests(
    ctx.db,
    ctx.scope,
    rows.map((row) => row.id),
    ACCOUNTS_SHOWN,
  );
  return rows.map((row) =>
    toInterest(
      row,
      held
        .filter((entry) => entry.interestId === row.id)
        .map((entry) => toBaseAccount(entry.account)),
    ),
  );
}

export async function listInterests(ctx: RequestContext, query: ListQuery): Promise<Interest[]> {
  requireModule(ctx, 'interests');
  const order = parseOrderBy(query.orderBy, INTEREST_ORDER_FIELDS, {
    field: 'name',
    direction: 'asc',
  });
  const rows = await selectInterests(
    ctx.db,
    ctx.scope,
    { search: query.search },
    order,
    pageWindow(query),
  );
  return toInterests(ctx, rows);
}

/** An interest by id, slug or name; 404 when unknown here (other organizations too). */
export async function requireInterestByKey(ctx: RequestContext, key: string): Promise<InterestRow> {
  requireModule(ctx, 'interests');
  const row = await findInterestByKey(ctx.db, ctx.scope, key, interestSlug(key));
  if (!row) throw new AppError('NOT_FOUND', 'Interest not found');
  return row;
}

export async function getInterest(ctx: RequestContext, key: string): Promise<Interest> {
  const [interest] = await toInterests(ctx, [await requireInterestByKey(ctx, key)]);
  return interest!;
}

/** 404 naming `interestIds` unless every id is an interest of this organization. */
export async function requireInterestsExist(
  ctx: RequestContext,
  ids: string[],
): Promise<InterestRow[]> {
  const rows = await findInterestsByIds(ctx.db, ctx.scope, ids);
  if (rows.length !== new Set(ids).size) {
    throw new AppError('NOT_FOUND', 'Interest not found', { field: 'interestIds' });
  }
  return rows;
}

const HASHTAG = /(?:^|[^\p{L}\p{N}_#])#([\p{L}\p{N}][\p{L}\p{N}_-]{1,59})/gu;
/** At most this many distinct hashtags of a message are looked up. */
const HASHTAGS_RESOLVED = 10;

/** An interest as an activity shows it (the SDK's BaseInterest, with its slug). */
export interface InterestCard {
  id: string;
  name: string;
  slug: string;
}

/** The hashtags of a message: the span of `#tag` (UTF-16 offsets, end exclusive) and its slug. */
export function hashtagSpans(
  message: string,
): { slug: string; startIndex: number; endIndex: number }[] {
  return [...message.matchAll(HASHTAG)].flatMap((match) => {
    const slug = interestSlug(match[1]!);
    const endIndex = match.index + match[0].length;
    return slug ? [{ slug, startIndex: endIndex - match[1]!.length - 1, endIndex }] : [];
  });
}

/** The hashtags of a message that name an interest here, with that interest. */
export async function hashtagInterests(
  ctx: RequestContext,
  message: string,
): Promise<{ interest: InterestCard; startIndex: number; endIndex: number }[]> {
  const spans = hashtagSpans(message);
  const slugs = [...new Set(spans.map((span) => span.slug))].slice(0, HASHTAGS_RESOLVED);
  if (slugs.length === 0) return [];
  const rows = await findInterestsBySlugs(ctx.db, ctx.scope, slugs);
  const bySlug = new Map(rows.map((row) => [row.slug, toInterestCard(row)]));
  return spans.flatMap(({ slug, startIndex, endIndex }) => {
    const interest = bySlug.get(slug);
    return interest ? [{ interest, startIndex, endIndex }] : [];
  });
}

/** The interests a message names with hashtags (#sailing, #urban-gardening), when they exist here. */
export async function interestIdsOfHashtags(
  ctx: RequestContext,
  message: string,
): Promise<string[]> {
  const found = await hashtagInterests(ctx, message);
  return [...new Set(found.map(({ interest }) => interest.id))];
}

function toInterestCard(row: InterestRow): InterestCard {
  return { id: row.id, name: row.name, slug: row.slug };
}

/** The interests of this organization among `ids`, by id (unknown ids are left out). */
export async function interestCards(
  ctx: RequestContext,
  ids: string[],
): Promise<Map<string, InterestCard>> {
  const rows = await findInterestsByIds(ctx.db, ctx.scope, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toInterestCard(row)]));
}

/** Any active member may add an interest; names are unique per organization (409). */
export async function createInterest(
  ctx: RequestContext,
  body: CreateInterestBody,
): Promise<Interest> {
  requireModule(ctx, 'interests');
  requireActiveAccount(ctx);
  const name = body.interest.name.replace(/\s+/g, ' ');
  const slug = interestSlug(name);
  if (!slug)
    throw new AppError('VALIDATION', 'An interest name needs letters or digits', {
      field: 'interest.name',
    });
  const row = await insertInterest(ctx.db, { organizationId: ctx.organization.id, name, slug });
  if (!row) throw new AppError('CONFLICT', INTEREST_EXISTS, { field: 'interest.name' });
  return toInterest(row);
}

export async function listSelfInterests(
  ctx: RequestContext,
  query: ListQuery,
): Promise<Interest[]> {
  const account = requireAccount(ctx);
  const rows = await listAccountInterests(ctx.db, ctx.scope, account.id, pageWindow(query));
  return toInterests(ctx, rows);
}

/**
 * Onboarding: the account's interests become exactly `interestIds` (at least 5, checked by
 * the body schema with 'Select 5 interests'). Answers the new selection.
 */
export async function setSelfInterests(
  ctx: RequestContext,
  body: SelfInterestsBody,
): Promise<void> {
  requireModule(ctx, 'interests');
  const account = requireActiveAccount(ctx);
  if (body.interestIds.length < INTERESTS_TO_SELECT) {
    throw new AppError('VALIDATION', MESSAGES.selectInterests, { field: 'interestIds' });
  }
  await requireInterestsExist(ctx, body.interestIds);
  await ctx.db.transaction((tx) =>
    replaceAccountInterests(tx, ctx.scope, account.id, body.interestIds),
  );
}
