import { useRelationships } from '@convene/client';
import { useSession } from '../../app/session';

/**
 * Whether the signed-in account is registered for an event, from the relationships map
 * (kept an hour; registering and paying mark it at once). False when signed out.
 */
export function useIsRegistered(): (eventId: string) => boolean {
  const { authenticated } = useSession();
  const { data } = useRelationships({ enabled: authenticated });
  return (eventId) => authenticated && data?.events[eventId] === true;
}
