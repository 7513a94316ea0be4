import { loginQueries, selfQueries, useApiClient } from '@convene/client';
import { enabledModules, firstLandingPath } from '@convene/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useOrganizationConfig } from '../../app/config-context';
import { clearUserQueries, useSession } from '../../app/session';
import { useLocale } from '../../i18n/locale-context';
import { localizePath } from '../../i18n/locale-path';
import { local, organizationKey } from '../../lib/storage';
import { takeAuthRedirect } from '../../lib/auth-redirect';

/** Where to go once signed in: the saved AUTH_REDIRECT path, else the first enabled module's landing page. */
export function useLandingPath() {
  const config = useOrganizationConfig();
  return () => takeAuthRedirect() ?? firstLandingPath(enabledModules(config));
}

/** The account's saved locale when the organization offers it (the language choice's first rule), remembered locally. */
export function useAccountLocaleChoice() {
  const config = useOrganizationConfig();
  const { locale } = useLocale();
  return (accountLocale: string | null | undefined): string => {
    if (!accountLocale || !config.LOCALES.includes(accountLocale)) return locale;
    local.set(organizationKey(config.ORGANIZATION_ID, 'locale'), accountLocale);
    return accountLocale;
  };
}

/** Onboarding ('Select 5 interests'): a new member picks interests first, then goes on. */
export function onboardingPath(next: string, modules: readonly string[]): string {
  return modules.includes('interests') ? `/interests?next=${encodeURIComponent(next)}` : next;
}

/**
 * After sign-in: forget the anonymous cache, then account selection when the login
 * holds several accounts, else the saved redirect or the landing page — by way of the
 * interests choice for a member who has just signed up (`newMember`).
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const { changed, tokens } = useSession();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const config = useOrganizationConfig();
  const landing = useLandingPath();
  const chooseLocale = useAccountLocaleChoice();
  return async ({ newMember = false }: { newMember?: boolean } = {}) => {
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
    let locale: string | null = null;
    try {
      locale = (await queryClient.fetchQuery(selfQueries.detail(api))).locale;
    } catch (error) {
      console.warn('Could not read the account', error);
    }
    const next = newMember ? onboardingPath(landing(), enabledModules(config)) : landing();
    navigate(localizePath(next, chooseLocale(locale), config), { replace: true });
  };
}
