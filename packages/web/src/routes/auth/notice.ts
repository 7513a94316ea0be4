import { useLocation } from 'react-router';

/** A message id passed in the router state by the previous auth screen. */
export function useNotice(): string | null {
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string')
    return state.notice;
  return null;
}
