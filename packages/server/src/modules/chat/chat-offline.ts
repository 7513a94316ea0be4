import type { Executor } from '../../db/client';
import type { Scope } from '../../tenancy/scope';
import { findMembership } from './chat.repository';

/**
 * Whether a member's pending chat notification is still worth sending: a member still,
 * the channel's notifications on for them, and messages they have not read.
 */
export async function chatShouldNotify(
  db: Executor,
  scope: Scope,
  channelId: string,
  accountId: string,
): Promise<boolean> {
  const found = await findMembership(db, scope, channelId, accountId);
  if (!found) return false;
  return found.member.notifications && found.member.readSeq < found.channel.lastSeq;
}
