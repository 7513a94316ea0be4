import type { ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { Spinner } from '../components/spinner';
import { useLocale } from '../i18n/locale-context';
import { stripLocale } from '../i18n/locale-path';
import { saveAuthRedirect } from '../lib/auth-redirect';
import { useHydrated } from '../lib/use-hydrated';
import { handleOf } from './area';
import { useOrganizationConfig } from './config-context';
import { useSession } from './session';
import { clearLocalStorageKeepingLocale } from './sign-out';

/**
 * Enforces the deepest matched route's `handle.access`. A signed-out visitor of a
 * signed-in page is sent to /auth/sign-in (the path is saved under AUTH_REDIRECT and
 * local storage is cleared); a signed-in visitor of an auth screen goes home.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const hydrated = useHydrated();
  const { authenticated } = useSession();
  const { localize } = useLocale();
  const location = useLocation();
  const config = useOrganizationConfig();
  const access = matches
    .map((match) => handleOf(match).access)
    .filter(Boolean)
    .at(-1);
  if (!access || access === 'public') return children;
  if (!hydrated)
    return (
      <div className="flex justify-center py-16">
        <Spinner size="large" />
      </div>
    );
  if (access === 'signed-in' && !authenticated) {
    const path = `${stripLocale(location.pathname, config)}${location.search}`;
    return <RedirectToSignIn path={path} to={localize('/auth/sign-in')} />;
  }
  return children;
}

function RedirectToSignIn({ path, to }: { path: string; to: string }) {
  const config = useOrganizationConfig();
  saveAuthRedirect(path);
  clearLocalStorageKeepingLocale(config.ORGANIZATION_ID);
  return <Navigate to={to} replace />;
}
