import { applyLiveNotification, useApiClient, useLiveSocket } from '@convene/client';
import { useQueryClient } from '@tanstack/react-query';
import { useOrganizationConfig } from '../../app/config-context';
import { useSession } from '../../app/session';

/**
 * The app-shell socket (20 reconnects, 5 s apart) while signed in: a
 * `notification` message goes straight into the cached list and the unread count.
 */
export function useLiveNotifications(): void {
  const config = useOrganizationConfig();
  const { identity, tokens, authenticated } = useSession();
  const queryClient = useQueryClient();
  const api = useApiClient();
  useLiveSocket({
    url: config.CHAT_URL,
    organizationId: config.ORGANIZATION_ID,
    getToken: () => identity.getToken(),
    executeAs: tokens.getExecuteAs(),
    profile: 'appShell',
    enabled: authenticated,
    onMessage: (message) => {
      applyLiveNotification(queryClient, api, message);
    },
  });
}
