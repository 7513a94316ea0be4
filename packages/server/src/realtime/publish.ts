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
export function publishToAccounts(
  services: Pick<Services, 'bus'>,
  organizationId: string,
  accountIds: readonly string[],
  message: LiveMessage,
): Promise<void> {
  if (accountIds.length === 0) return Promise.resolve();
  return services.bus.publish(topics.organization(organizationId), { ...message, to: accountIds });
}
