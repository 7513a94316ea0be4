import type { Relationships } from '@convene/contract';
import { requireAccount, type RequestContext } from '../../context';
import type { Database } from '../../db/client';
import { groupRolesOf } from '../groups/groups.service';

/** What a relationship loader is given: the acting account, scoped to its organization. */
export interface RelationshipScope {
  db: Database;
  organizationId: string;
  accountId: string;
}

type RelationshipLoaders = {
  [Kind in keyof Relationships]: (scope: RelationshipScope) => Promise<Relationships[Kind]>;
};

/**
 * One loader per kind of `GET /self/relationships`, each answering a map of uuid → flag
 * (groups: uuid → role). Each kind's owner wires its own line here by calling its
 * domain's service (never its tables); until then a kind answers {} — no relationship
 * of that kind exists yet because its domain has not been built.
 */
export const relationshipLoaders: RelationshipLoaders = {
  // Follows: accountId → true for every account the acting account follows (accounts module).
  accounts: async () => ({}),
  // Memberships: groupId → role, or 'requested' / 'invited' (groups module).
  groups: (scope) => groupRolesOf(scope.db, scope.organizationId, scope.accountId),
  // Registrations: eventId → true (events module).
  events: async () => ({}),
  // Subscriptions: channelId → true (channels module).
  channels: async () => ({}),
  // Thread memberships: threadId → true (threads module).
  threads: async () => ({}),
};

/** `GET /self/relationships`: every kind, loaded in parallel. */
export async function getRelationships(ctx: RequestContext): Promise<Relationships> {
  const account = requireAccount(ctx);
  const scope: RelationshipScope = {
    db: ctx.db,
    organizationId: ctx.organization.id,
    accountId: account.id,
  };
  const [accounts, groups, events, channels, threads] = await Promise.all([
    relationshipLoaders.accounts(scope),
    relationshipLoaders.groups(scope),
    relationshipLoaders.events(scope),
    relationshipLoaders.channels(scope),
    relationshipLoaders.threads(scope),
  ]);
  return { accounts, groups, events, channels, threads };
}
