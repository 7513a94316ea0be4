import { useRelationships, useSelf } from '@convene/client';
import type { Relationships, Self } from '@convene/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { useSession } from './session';

const ViewerKnownContext = createContext(false);

/**
 * Knows when the page may show who is looking. The server renders without the viewer
 * (tokens live in local storage), so its reads are anonymous: after hydration a
 * signed-in visitor's reads from the server are fetched again with the token, and only
 * then is the viewer known. Signed out, it is known as soon as the page has hydrated.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const { authenticated } = useSession();
  const queryClient = useQueryClient();
  const [refreshed, setRefreshed] = useState(false);

  useEffect(() => {
    if (!hydrated || refreshed) return;
    if (!authenticated) {
      setRefreshed(true);
      return;
    }
    // What the cache holds now came with the page (messages aside): read it again as the viewer.
    let live = true;
    void queryClient
      .invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'lang' && query.state.dataUpdatedAt > 0,
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setRefreshed(true);
      });
    return () => {
      live = false;
    };
  }, [hydrated, authenticated, refreshed, queryClient]);

  return (
    <ViewerKnownContext.Provider value={hydrated && refreshed}>
      {children}
    </ViewerKnownContext.Provider>
  );
}

/**
 * False while the page cannot know the viewer yet (server rendering, hydration, and a
 * signed-in visitor's first re-read). Controls that depend on the viewer (Follow, Join,
 * a like's state) render a neutral placeholder of their size until it is true — and until
 * their own relation read has loaded — never a wrong state that flips.
 */
export function useViewerKnown(): boolean {
  return useContext(ViewerKnownContext);
}

/** Who is looking, for controls that depend on it (see `useViewer`). */
export type Viewer =
  | { state: 'unknown' }
  | { state: 'signed-out' }
  | { state: 'signed-in'; self: Self; relationships: Relationships };

/**
 * The viewer for viewer-dependent controls: 'unknown' until the page knows who is looking
 * and, when signed in, their account and relationships (follows, group roles) have loaded.
 * Render a neutral placeholder of the control's size while unknown (`<Skeleton>`):
 *
 *   const viewer = useViewer();
 *   if (viewer.state === 'unknown') return <Skeleton className="h-9 w-24 rounded-lg" />;
 *   if (viewer.state === 'signed-out') return <SignInLink />;
 *   const following = viewer.relationships.accounts[account.id] === true;
 */
export function useViewer(): Viewer {
  const known = useViewerKnown();
  const { authenticated } = useSession();
  const self = useSelf({ enabled: authenticated });
  const relationships = useRelationships({ enabled: authenticated });
  if (!known) return { state: 'unknown' };
  if (!authenticated) return { state: 'signed-out' };
  if (!self.data || !relationships.data) return { state: 'unknown' };
  return { state: 'signed-in', self: self.data, relationships: relationships.data };
}
