import {
  applyLiveChat,
  applyLiveNotification,
  applyLiveThread,
  catchUpChat,
  catchUpThreads,
  useApiClient,
  useLiveSocket,
  type LiveSocketStatus,
} from '@convene/client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useOrganizationConfig } from './config-context';
import { useCurrentAccount } from './current-account';
import { useSession } from './session';

/**
 * The live connection's state, for every screen that shows it (the conversation's
 * "reconnecting" line, the thread panels): one socket per tab, opened by the header while
 * signed in, so its state lives here rather than in a component.
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

/** The live connection's status: connecting, open, reconnecting, closed (gave up), idle. */
export function useLiveStatus(): LiveSocketStatus {
  return useSyncExternalStore(
    subscribe,
    () => current.status,
    () => serverSnapshot.status,
  );
}

/** Tries again after the socket gave up (five failed reconnects). */
export function restartLiveConnection(): void {
  publish({ restart: current.restart + 1 });
}

/**
 * The tab's one live socket while signed in (the chat profile: 5 reconnects, 1 s doubling
 * to 10 s; decision 0060). Notifications, chat and thread events go into the cache; each
 * time it opens, the conversations and threads on screen read what they missed
 * (`?after=<last id>`), so a dropped connection leaves neither a gap nor a duplicate, and
 * the unread counts poll every minute besides.
 */
export function useLiveConnection(): void {
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
      if (applyLiveNotification(queryClient, api, message)) return;
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

/** Mounted once by the header while signed in (loaded after the first script). */
export function LiveConnection() {
  useLiveConnection();
  return null;
}
