import type { ActivityEntity, ActivityEntityInput, BaseAccount } from '@convene/contract';
import type { RequestContext } from '../../context';
import type { StoredActivityEntity } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { baseAccountsByIds, baseAccountsByUsernames } from '../accounts/index';
import { hashtagInterests, interestCards, type InterestCard } from '../interests/index';

/** `@username` after a space, a line start or punctuation (not inside an email address). */
const MENTION = /(?:^|[^\p{L}\p{N}_@.])@([a-z0-9](?:[a-z0-9-]{0,28}[a-z0-9])?)/giu;
/** An http(s) address up to the next space; trailing punctuation is not part of it. */
const LINK = /\bhttps?:\/\/[^\s<>"]+/giu;
const LINK_TRAILING = /[.,;:!?'")\]}]+$/u;

type Span = { startIndex: number; endIndex: number };

const overlaps = (a: Span, b: Span) => a.startIndex < b.endIndex && b.startIndex < a.endIndex;

function invalid(index: number, message: string): AppError {
  return new AppError('VALIDATION', message, { field: `entities.${index}` });
}

/**
 * Checks the entities a client sent against the message: every span inside the message,
 * a mention spelling `@username` of an account here, an interest naming an interest here
 * (by `#` + slug or name), references not overlapping. Throws 400 naming the entity.
 */
async function checkedClientEntities(
  ctx: RequestContext,
  message: string,
  input: ActivityEntityInput[],
): Promise<StoredActivityEntity[]> {
  const accountIds = input.flatMap((entity) =>
    entity.type === 'mention' ? [entity.accountId] : [],
  );
  const interestIds = input.flatMap((entity) =>
    entity.type === 'interest' ? [entity.interestId] : [],
  );
  const [accounts, interests] = await Promise.all([
    baseAccountsByIds(ctx, accountIds),
    interestCards(ctx, interestIds),
  ]);
  const references: Span[] = [];
  return input.map((entity, index) => {
    if (entity.endIndex > message.length) throw invalid(index, 'The entity is outside the message');
    const text = message.slice(entity.startIndex, entity.endIndex).toLowerCase();
    const stored: StoredActivityEntity = {
      type: entity.type,
      startIndex: entity.startIndex,
      endIndex: entity.endIndex,
      marks: [...new Set(entity.marks ?? [])],
    };
    if (entity.type === 'segment') return stored;
    if (references.some((span) => overlaps(span, entity))) throw invalid(index, 'Entities overlap');
    references.push(entity);
    if (entity.type === 'mention') {
      const account = accounts.get(entity.accountId);
      if (!account || (text !== `@${account.username}` && text !== account.username))
        throw invalid(index, 'The mention does not name this account');
      return { ...stored, accountId: account.id };
    }
    if (entity.type === 'interest') {
      const interest = interests.get(entity.interestId);
      const named = text.replace(/^#/, '');
      if (!interest || (named !== interest.slug && named !== interest.name.toLowerCase()))
        throw invalid(index, 'The hashtag does not name this interest');
      return { ...stored, interestId: interest.id };
    }
    return { ...stored, href: entity.href };
  });
}

/** The mentions, hashtags and links found in the message itself. */
async function detectedEntities(
  ctx: RequestContext,
  message: string,
): Promise<StoredActivityEntity[]> {
  const mentions = [...message.matchAll(MENTION)].map((match) => {
    const endIndex = match.index + match[0].length;
    const username = match[1]!.toLowerCase();
    return { username, startIndex: endIndex - username.length - 1, endIndex };
  });
  const [accounts, hashtags] = await Promise.all([
    baseAccountsByUsernames(
      ctx,
      mentions.map((mention) => mention.username),
    ),
    hashtagInterests(ctx, message),
  ]);
  const found: StoredActivityEntity[] = [];
  for (const mention of mentions) {
    const account = accounts.get(mention.username);
    if (account)
      found.push({ type: 'mention', ...span(mention), marks: [], accountId: account.id });
  }
  for (const hashtag of hashtags)
    found.push({ type: 'interest', ...span(hashtag), marks: [], interestId: hashtag.interest.id });
  for (const match of message.matchAll(LINK)) {
    const href = match[0].replace(LINK_TRAILING, '');
    if (!URL.canParse(href)) continue;
    found.push({
      type: 'link',
      startIndex: match.index,
      endIndex: match.index + href.length,
      marks: [],
      href,
    });
  }
  return found;
}

const span = ({ startIndex, endIndex }: Span): Span => ({ startIndex, endIndex });

/**
 * The entities stored with a new activity: those the client sent (checked), then every
 * mention, hashtag and link of the message the client did not cover, ordered by offset.
 */
export async function entitiesOfMessage(
  ctx: RequestContext,
  message: string,
  input: ActivityEntityInput[] | undefined,
): Promise<StoredActivityEntity[]> {
  const sent = await checkedClientEntities(ctx, message, input ?? []);
  const references = sent.filter((entity) => entity.type !== 'segment');
  const detected = (await detectedEntities(ctx, message)).filter(
    (entity) => !references.some((reference) => overlaps(reference, entity)),
  );
  const taken: Span[] = [];
  const added = detected.filter((entity) => {
    if (taken.some((other) => overlaps(other, entity))) return false;
    taken.push(entity);
    return true;
  });
  return [...sent, ...added].sort((a, b) => a.startIndex - b.startIndex || a.endIndex - b.endIndex);
}

/** The interests an activity's entities name: they are linked to it like its hashtags. */
export function interestIdsOf(entities: StoredActivityEntity[]): string[] {
  return entities.flatMap((entity) => (entity.interestId ? [entity.interestId] : []));
}

/**
 * Resolves the stored entities of a page of activities to the contract's shape, with the
 * current account and interest summaries (two batched reads for the whole page).
 */
export async function entityResolver(
  ctx: RequestContext,
  lists: (StoredActivityEntity[] | null)[],
): Promise<(entities: StoredActivityEntity[] | null) => ActivityEntity[] | null> {
  const all = lists.flatMap((list) => list ?? []);
  const accountIds = all.flatMap((entity) => (entity.accountId ? [entity.accountId] : []));
  const interestIds = all.flatMap((entity) => (entity.interestId ? [entity.interestId] : []));
  const [accounts, interests]: [Map<string, BaseAccount>, Map<string, InterestCard>] =
    await Promise.all([
      accountIds.length ? baseAccountsByIds(ctx, accountIds) : new Map(),
      interestIds.length ? interestCards(ctx, interestIds) : new Map(),
    ]);
  return (entities) =>
    entities?.map((entity) => ({
      type: entity.type,
      startIndex: entity.startIndex,
      endIndex: entity.endIndex,
      marks: entity.marks,
      account: entity.accountId ? (accounts.get(entity.accountId) ?? null) : null,
      interest: entity.interestId ? (interests.get(entity.interestId) ?? null) : null,
      href: entity.href ?? null,
      linkPreview: null,
    })) ?? null;
}
