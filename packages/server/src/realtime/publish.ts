import type { Services } from '../context';
import { topics, type LiveMessage } from './bus';

/**
 * Sends a live message to every socket of one account, on every node
 * (chat: `{ type: 'new-message', body: { channelId, message } }`).
 */
export function publishToAccount(
  services: Pick<Services, 'bus'>,
  organizationId: string,
  accountId: string,
  message: LiveMessage,
): Promise<void> {
  return services.bus.publish(topics.account(organizationId, accountId), message);
}

/**
 * Sends one live message to every socket of each of `accountIds` (the members of a
 * conversation), on every node, in one pipelined round trip when the bus can.
 * Call it after the change is committed: a client that hears of a message can read it.
 */
export async function publishToAccounts(
  services: Pick<Services, 'bus'>,
  organizationId: string,
  accountIds: readonly string[],
  message: LiveMessage,
): Promise<void> {
  const accountTopics = [...new Set(accountIds)].map((id) => topics.account(organizationId, id));
  if (services.bus.publishMany) await services.bus.publishMany(accountTopics, message);
  else await Promise.all(accountTopics.map((topic) => services.bus.publish(topic, message)));
}

/** Sends a live message to every socket of the organization. */
export function publishToOrganization(
  services: Pick<Services, 'bus'>,
  organizationId: string,
  message: LiveMessage,
): Promise<void> {
  return services.bus.publish(topics.organization(organizationId), message);
}

/**
 * Sends a live message to every socket of the given accounts, on every node: one publish
 * on the organization's topic, addressed (realtime/addressed.ts). Nothing for no one.
 */
export function publishAddressed(
  services: Pick<Services, 'bus'>,
  organizationId: string,
  accountIds: readonly string[],
  message: LiveMessage,
): Promise<void> {
  if (accountIds.length === 0) return Promise.resolve();
  return services.bus.publish(topics.organization(organizationId), { ...message, to: accountIds });
}
