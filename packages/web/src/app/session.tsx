import type { IdentityClient, SignOutScope, TokenStorage } from '@convene/client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

export interface SessionValue {
  tokens: TokenStorage;
  /** Sign-in, sign-up, codes and passwords against the organization's identity provider. */
  identity: IdentityClient;
  /** A token valid for more than 300 s, or an execute-as value. False while server rendering. */
  authenticated: boolean;
  /** Re-reads the stored tokens after a sign-in, account switch or sign-out. */
  changed: () => void;
  /**
   * Signs out on the server — this session (its refresh token and the tokens minted from it),
   * or with `'everywhere'` every session of the user — and forgets this organization's
   * tokens and cached data at once (decision 0050).
   */
  signOut: (scope?: SignOutScope) => void;
}

/** Drops every cached read of the previous user (the loaded messages stay). */
export function clearUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'lang' });
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

export function SessionProvider({
  identity,
  children,
}: {
  identity: IdentityClient;
  children: ReactNode;
}) {
  const tokens = identity.storage;
  const queryClient = useQueryClient();
  const authenticated = useSyncExternalStore(
    subscribe,
    () => `${version}:${tokens.isAuthenticated()}`,
    () => 'server:false',
  ).endsWith(':true');
  const changed = useCallback(() => notify(), []);
  const signOut = useCallback(
    (scope: SignOutScope = 'session') => {
      void identity.signOut({ revoke: scope, clearSession: true });
      clearUserQueries(queryClient);
      notify();
    },
    [identity, queryClient],
  );
  const value = useMemo(
    () => ({ tokens, identity, authenticated, changed, signOut }),
    [tokens, identity, authenticated, changed, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
