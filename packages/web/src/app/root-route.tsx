import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlCache } from 'react-intl';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { AudioPlayer } from '../components/audio-player';
import { Toasts } from '../components/toasts';
import type { Messages } from '../i18n/compiled-messages';
import { currentLocale } from '../i18n/current-locale';
import { langQuery } from '../i18n/lang-query';
import { LocaleContext, type LocaleState } from '../i18n/locale-context';
import { bundlesOf, loadMessageBundles } from '../i18n/message-bundles';
import { localeFromPath, localizePath, stripLocale } from '../i18n/locale-path';
import { local, organizationKey } from '../lib/storage';
import { useHydrated } from '../lib/use-hydrated';
import { useOrganizationConfig } from './config-context';
import { useAccountLocale } from './account-locale';
import { startLocale } from './locale-choice';
import { useDocumentTitle } from './document-title';

// The dialog (and Radix with it) loads the first time it opens, outside the first script.
const LanguageDialog = lazy(async () => ({
  default: (await import('./language-dialog')).LanguageDialog,
}));

function DocumentTitle({ locale }: { locale: string }) {
  useDocumentTitle(locale);
  return null;
}

function onIntlError(error: { code?: string }) {
  if (error.code !== 'MISSING_TRANSLATION') console.warn(error);
}

/** Past this many message formats a locale's cache starts again (texts an organization edits). */
const MESSAGE_FORMATS_LIMIT = 10_000;
const intlCaches = new Map<string, IntlCache>();

/**
 * The formatters of a locale, shared by every render of the process: react-intl's provider
 * keeps them per provider, so each server render made every message's formatter again.
 */
function intlCacheFor(locale: string): IntlCache {
  let cache = intlCaches.get(locale);
  if (!cache || Object.keys(cache.message).length > MESSAGE_FORMATS_LIMIT) {
    cache = createIntlCache();
    intlCaches.set(locale, cache);
  }
  return cache;
}

/** Until a locale's messages arrive (react-intl then shows the ids). */
const NO_MESSAGES = {} as Messages;

/**
 * The top route: the page's locale (from its path prefix), its messages, the language
 * choice rules (`locale-choice.ts`), and the floating pieces (language dialog, audio player, toasts).
 */
export function RootRoute() {
  const config = useOrganizationConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = localeFromPath(location.pathname, config);
  const { data: messages = NO_MESSAGES } = useQuery({
    ...langQuery(locale),
    placeholderData: keepPreviousData,
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from its first opening on (kept afterwards for its closing focus return).
  const [dialogUsed, setDialogUsed] = useState(false);
  const localeKey = organizationKey(config.ORGANIZATION_ID, 'locale');
  const accountLocale = useAccountLocale();
  const matches = useMatches();
  const bundles = useMemo(() => bundlesOf(matches), [matches]);

  useEffect(() => {
    currentLocale.value = locale;
    document.documentElement.lang = locale;
  }, [locale]);

  // Where the page is going: a navigation still loading its route (lazy areas) wins over
  // the address shown, so a locale switch does not undo it (after sign-in, say).
  const navigation = useNavigation();
  const destination = useRef(location);
  useEffect(() => {
    destination.current = navigation.location ?? location;
  }, [navigation.location, location]);

  const moveTo = useCallback(
    async (next: string) => {
      try {
        await loadMessageBundles(queryClient, next, bundles);
      } catch (error) {
        console.warn(error);
      }
      const { pathname, search, hash } = destination.current;
      if (localeFromPath(pathname, config) === next) return;
      navigate(`${localizePath(stripLocale(pathname, config), next, config)}${search}${hash}`, {
        replace: true,
      });
    },
    [queryClient, bundles, config, navigate],
  );

  const setLocale = useCallback(
    async (next: string) => {
      if (!config.LOCALES.includes(next)) return;
      local.set(localeKey, next);
      accountLocale.save(next);
      if (next !== locale) await moveTo(next);
    },
    [config.LOCALES, localeKey, accountLocale, locale, moveTo],
  );

  // The language choice's order (account, local storage, the address), decided once per visit, when the
  // account is known: a typed /{locale}/… address wins for the visit (app/locale-choice.ts).
  const hydrated = useHydrated();
  const startPath = useRef(location.pathname);
  const decided = useRef(false);
  useEffect(() => {
    if (!hydrated || decided.current || accountLocale.pending) return;
    decided.current = true;
    const choice = startLocale(
      { startPath: startPath.current, account: accountLocale.locale, stored: local.get(localeKey) },
      config,
    );
    if (choice.remember) local.set(localeKey, choice.remember);
    if (choice.moveTo) void moveTo(choice.moveTo);
  }, [hydrated, accountLocale.pending, accountLocale.locale, config, localeKey, moveTo]);

  const value = useMemo<LocaleState>(
    () => ({
      locale,
      setLocale,
      localize: (path: string) => localizePath(path, locale, config),
      openLanguageDialog: () => {
        setDialogUsed(true);
        setDialogOpen(true);
      },
    }),
    [locale, setLocale, config],
  );

  const intl = useMemo(
    () =>
      createIntl(
        { locale, defaultLocale: 'en', messages, onError: onIntlError },
        intlCacheFor(locale),
      ),
    [locale, messages],
  );

  return (
    <RawIntlProvider value={intl}>
      <LocaleContext.Provider value={value}>
        <DocumentTitle locale={locale} />
        <Outlet />
        {dialogUsed ? (
          <Suspense fallback={null}>
            <LanguageDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
          </Suspense>
        ) : null}
        <AudioPlayer />
        <Toasts />
      </LocaleContext.Provider>
    </RawIntlProvider>
  );
}
