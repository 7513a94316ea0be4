import { AUTH_REDIRECT_KEY } from '@convene/contract';
import { session } from './storage';

/** Remembers where the user was going before being sent to authenticate. */
export function saveAuthRedirect(path: string): void {
  if (path.includes('/auth/')) return;
  session.set(AUTH_REDIRECT_KEY, path);
}

/** The saved path, removed once read; only same-site paths are honoured. */
export function takeAuthRedirect(): string | null {
  const path = session.get(AUTH_REDIRECT_KEY);
  session.remove(AUTH_REDIRECT_KEY);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
