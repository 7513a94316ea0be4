import { loginQueries, useApiClient } from '@convene/client';
import { firstLandingPath } from '@convene/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useOrganizationConfig } from '../../app/config-context';
import { clearUserQueries, useSession } from '../../app/session';
import { useLocale } from '../../i18n/locale-context';
import { takeAuthRedirect } from '../../lib/auth-redirect';

/** Where to go once signed in: the saved AUTH_REDIRECT path, else the first enabled module's landing page (spec §1–§2). */
export function useLandingPath() {
  const config = useOrganizationConfig();
  return () => takeAuthRedirect() ?? firstLandingPath(config.MODULES);
}

/**
 * After sign-in: forget the anonymous cache, then account selection when the login
 * holds several accounts, else the saved redirect or the landing page.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const { changed, tokens } = useSession();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const landing = useLandingPath();
  return async () => {
    clearUserQueries(queryClient);
    changed();
    let accounts = 1;
    try {
      accounts = (await queryClient.fetchQuery(loginQueries.detail(api))).accounts.length;
    } catch (error) {
      console.warn('Could not read the login', error);
    }
    if (accounts > 1 && !tokens.getExecuteAs()) {
      navigate(localize('/auth/accounts'), { replace: true });
      return;
    }
    navigate(localize(landing()), { replace: true });
  };
}
