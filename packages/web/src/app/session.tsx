import type { TokenStorage } from '@convene/client';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

export interface SessionValue {
  tokens: TokenStorage;
  /** Spec §4: a token valid for more than 300 s, or an execute-as value. False while server rendering. */
  authenticated: boolean;
  /** Re-reads the stored tokens after a sign-in, account switch or sign-out. */
  changed: () => void;
  /** Forgets this organization's tokens and cached data. */
  signOut: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

const listeners = new Set<() => void>();
let version = 0;
function notify() {
  version += 1;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => notify();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function SessionProvider({ tokens, children }: { tokens: TokenStorage; children: ReactNode }) {
  const queryClient = useQueryClient();
  const authenticated = useSyncExternalStore(
    subscribe,
    () => `${version}:${tokens.isAuthenticated()}`,
    () => 'server:false',
  ).endsWith(':true');
  const changed = useCallback(() => notify(), []);
  const signOut = useCallback(() => {
    tokens.clear();
    queryClient.clear();
    notify();
  }, [tokens, queryClient]);
  const value = useMemo(
    () => ({ tokens, authenticated, changed, signOut }),
    [tokens, authenticated, changed, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
