import type { Relationships } from '@convene/contract';
import { requireAccount, type RequestContext } from '../../context';
import { accountRelationships } from '../accounts/accounts.service';
import { groupRelationships } from '../groups/groups.service';

type RelationshipLoaders = {
  [Kind in keyof Relationships]: (ctx: RequestContext) => Promise<Relationships[Kind]>;
};

/**
 * One loader per kind of `GET /self/relationships`, each answering a map of uuid → flag
 * (groups: uuid → role) for the acting account (`requireAccount(ctx)`). Each kind's owner
 * wires its own line here by calling its domain's service (never its tables); until then
 * a kind answers {} — no relationship of that kind exists yet because its domain has not
 * been built.
 */
export const relationshipLoaders: RelationshipLoaders = {
  // Follows: accountId → true for every account the acting account follows (accounts module).
  accounts: accountRelationships,
  // Memberships: groupId → role, or 'requested' / 'invited' (groups module).
  groups: groupRelationships,
  // Registrations: eventId → true (events module).
  events: async () => ({}),
  // Subscriptions: channelId → true (channels module).
  channels: async () => ({}),
  // Thread memberships: threadId → true (threads module).
  threads: async () => ({}),
};

/** `GET /self/relationships`: every kind, loaded in parallel. */
export async function getRelationships(ctx: RequestContext): Promise<Relationships> {
  requireAccount(ctx);
  const [accounts, groups, events, channels, threads] = await Promise.all([
    relationshipLoaders.accounts(ctx),
    relationshipLoaders.groups(ctx),
    relationshipLoaders.events(ctx),
    relationshipLoaders.channels(ctx),
    relationshipLoaders.threads(ctx),
  ]);
  return { accounts, groups, events, channels, threads };
}
