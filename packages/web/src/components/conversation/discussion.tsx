import { isModuleEnabled } from '@convene/contract';
import { lazy, Suspense } from 'react';
import { useOrganizationConfig } from '../../app/config-context';
import { useSession } from '../../app/session';

const LazyPanel = lazy(async () => ({
  default: (await import('./thread-panel')).DiscussionPanel,
}));

/** Whether group and event pages show their discussion: the threads module, signed in. */
export function useDiscussionEnabled(): boolean {
  const config = useOrganizationConfig();
  const { authenticated } = useSession();
  return authenticated && isModuleEnabled(config, 'threads');
}

/**
 * The discussion of a group or an event inside its page, loaded on demand (the pages'
 * first script carries only this wrapper).
 */
export function Discussion(props: { groupId?: string; eventId?: string }) {
  if (!useDiscussionEnabled()) return null;
  return (
    <Suspense fallback={null}>
      <LazyPanel {...props} />
    </Suspense>
  );
}
