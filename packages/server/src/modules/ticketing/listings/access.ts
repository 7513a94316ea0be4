import { AppError } from '../../../lib/app-error';
import { and, eq, sql } from 'drizzle-orm';
import type { ActingAccount, RequestContext } from '../../../context';
import { requireAccount } from '../../../context';
import type { Executor } from '../../../db/client';
import { eventCoHosts, events } from '../../../db/schema/index';
import { inOrganization } from '../../../tenancy/scope';

/** How the acting account hosts an event: its creator (host) or a co-host. */
export type HostRole = 'host' | 'coHost';

export interface HostedEvent {
  eventId: string;
  role: HostRole;
  account: ActingAccount;
}

/**
 * Every `/listings/{eventId}/…` route starts here: the event must be of the
 * organization (404 otherwise, as for any id of another organization) and the acting
 * account its host or a co-host (403 'you do not have permission to access this page').
 * `hostOnly` keeps co-hosts out of what only the host may do (delete the listing, remove
 * the host).
 */
export async function requireEventHost(
  db: Executor,
  ctx: RequestContext,
  eventId: string,
  options: { hostOnly?: boolean } = {},
): Promise<HostedEvent> {
  const account = requireAccount(ctx);
  const [row] = await db
    .select({
      creatorId: events.creatorId,
      coHost: sql<boolean>`exists (select 1 from ${eventCoHosts} c
        where c.event_id = ${events.id} and c.account_id = ${account.id})`,
    })
    .from(events)
    .where(and(inOrganization(events, ctx.scope), eq(events.id, eventId)));
  if (!row) throw new AppError('NOT_FOUND');
  const role: HostRole | null =
    row.creatorId === account.id ? 'host' : row.coHost ? 'coHost' : null;
  if (!role || (options.hostOnly && role !== 'host')) throw new AppError('FORBIDDEN');
  return { eventId, role, account };
}
