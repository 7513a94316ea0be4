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
