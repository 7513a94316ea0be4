import type { Relationships } from '@convene/contract';
import { requireAccount, type RequestContext } from '../../context';
import type { RelationshipLoaders } from '../server-module';

/**
 * `GET /self/relationships` from the loaders the other modules declare in their
 * definitions (accounts: followed id → true; groups: group id → role; …): each kind's
 * owner answers for it, and a kind no module declares yet answers {}. Kinds load in parallel.
 */
export function relationshipsLoader(
  loaders: Partial<RelationshipLoaders>,
): (ctx: RequestContext) => Promise<Relationships> {
  return async (ctx) => {
    requireAccount(ctx);
    const load = <Kind extends keyof Relationships>(kind: Kind): Promise<Relationships[Kind]> =>
      loaders[kind]?.(ctx) ?? Promise.resolve({});
    const [accounts, groups, events, channels, threads] = await Promise.all([
      load('accounts'),
      load('groups'),
      load('events'),
      load('channels'),
      load('threads'),
    ]);
    return { accounts, groups, events, channels, threads };
  };
}
