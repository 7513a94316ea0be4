import {
  applyLiveChat,
  applyLiveThread,
  catchUpChat,
  catchUpThreads,
  useApiClient,
  useLiveSocket,
  type LiveSocketStatus,
} from '@convene/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useOrganizationConfig } from '../../app/config-context';
import { useCurrentAccount } from '../../app/current-account';
import { useSession } from '../../app/session';

/**
 * The chat socket's state, for every screen that shows it (the conversation's
 * "reconnecting" line, the thread panels): one socket per tab, opened by the header's
 * Messages link, so its state lives here rather than in a component.
 */
let current: { status: LiveSocketStatus; restart: number } = { status: 'idle', restart: 0 };
const listeners = new Set<() => void>();

function publish(next: Partial<typeof current>): void {
  current = { ...current, ...next };
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const serverSnapshot = { status: 'idle' as LiveSocketStatus, restart: 0 };

/** The chat socket's status: connecting, open, reconnecting, closed (gave up), idle. */
export function useChatSocketStatus(): LiveSocketStatus {
  return useSyncExternalStore(
    subscribe,
    () => current.status,
    () => serverSnapshot.status,
  );
}

/** Tries again after the socket gave up (five failed reconnects). */
export function restartChatSocket(): void {
  publish({ restart: current.restart + 1 });
}

/**
 * The chat socket (5 reconnects, 1 s doubling to 10 s) while signed in: chat and
 * thread events go into the cache, and each time it opens, the conversations and threads
 * on screen read what they missed (`?after=<last id>`), so a dropped connection leaves
 * neither a gap nor a duplicate.
 */
export function useChatLive(): void {
  const config = useOrganizationConfig();
  const { identity, tokens, authenticated } = useSession();
  const queryClient = useQueryClient();
  const api = useApiClient();
  const self = useCurrentAccount();
  const restart = useSyncExternalStore(
    subscribe,
    () => current.restart,
    () => 0,
  );
  const { status } = useLiveSocket({
    url: config.CHAT_URL,
    organizationId: config.ORGANIZATION_ID,
    getToken: () => identity.getToken(),
    executeAs: tokens.getExecuteAs(),
    profile: 'chat',
    restartKey: restart,
    enabled: authenticated,
    onMessage: (message) => {
      if (!applyLiveChat(queryClient, message, self?.id))
        applyLiveThread(queryClient, message, self?.id);
    },
  });
  const previous = useRef<LiveSocketStatus>('idle');
  useEffect(() => {
    publish({ status });
    if (status === 'open' && previous.current !== 'open') {
      void Promise.all([catchUpChat(queryClient, api), catchUpThreads(queryClient, api)]).catch(
        (error: unknown) => console.error('Could not catch up after reconnecting', error),
      );
    }
    previous.current = status;
  }, [status, queryClient, api]);
  useEffect(() => () => publish({ status: 'idle' }), []);
}
