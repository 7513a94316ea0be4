import 'react-toastify/dist/ReactToastify.css';
import './styles.css';
import {
  ApiClient,
  createIdentityClient,
  createQueryClient,
  createTokenStorage,
  errorMessage,
  identityOptionsOf,
  shouldToastMutationError,
} from '@convene/client';
import { ERR_NO_ACCOUNT_SELECTED } from '@convene/contract';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppShell } from './app/app-shell';
import { BOOTSTRAP_GLOBAL, type Bootstrap } from './app/bootstrap';
import { reportPageError } from './app/problem';
import { buildRoutes } from './app/routes';
import { clearLocalStorageKeepingLocale } from './app/sign-out';
import { showErrorToast } from './components/toasts';
import { currentLocale } from './i18n/current-locale';
import type { Messages } from './i18n/compiled-messages';
import { langQuery } from './i18n/lang-query';
import { localizePath, stripLocale } from './i18n/locale-path';
import { bundlesOf, loadMessageBundles, messagesVersion } from './i18n/message-bundles';
import { saveAuthRedirect } from './lib/auth-redirect';
import { HydrationMark } from './app/hydration-mark';

/**
 * Loads the lazy pages matching the current URL before hydrating, as the server did before
 * rendering: the first render must match the server's HTML (no fallback in between). Their
 * message bundles load meanwhile (`load`), so the page works in full once hydrated.
 */
async function resolveLazyMatches(
  routes: RouteObject[],
  load: (bundles: string[]) => Promise<void>,
): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all([
    load(bundlesOf(matches.map(({ route }) => route))).catch((error: unknown) =>
      console.warn(error),
    ),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  ]);
}

/**
 * Resolves once the browser has painted the server's HTML. A script that is already cached
 * (or arrives before the body is parsed) would otherwise run before the first paint, and
 * the visitor would wait for the app's start to see a page that was ready. A hidden tab
 * does not paint: it starts at once; a browser that holds frames back, after 200 ms.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });
}

await afterFirstPaint();
const bootstrap = window[BOOTSTRAP_GLOBAL] as Bootstrap;
const container = document.getElementById('root') as HTMLElement;
const { gate } = bootstrap;

if (gate.kind === 'app') {
  const config = gate.config;
  const tokens = createTokenStorage(config.ORGANIZATION_ID);
  const identity = createIdentityClient({ ...identityOptionsOf(config), storage: tokens });
  currentLocale.value = bootstrap.locale;
  let router: DataRouter | null = null;
  const goTo = (path: string) =>
    void router?.navigate(localizePath(path, currentLocale.value, config));

  const queryClient = createQueryClient({
    onNotAuthorized: () => {
      saveAuthRedirect(`${stripLocale(window.location.pathname, config)}${window.location.search}`);
      tokens.clear();
      clearLocalStorageKeepingLocale(config.ORGANIZATION_ID);
      goTo('/auth/sign-in');
    },
    onModuleForbidden: (error) => {
      // 463, or a stored account this login may no longer act as (unshared since): pick again.
      if (error.field === 'executeAs') tokens.setExecuteAs(null);
      if (error.status === ERR_NO_ACCOUNT_SELECTED || error.field === 'executeAs')
        goTo('/auth/accounts');
      else console.warn(error.message);
    },
    onNotFound: (error, _key, shouldRedirect) => {
      console.warn(error.message);
      if (shouldRedirect) goTo('/');
    },
    onMutationError: (error) => {
      if (shouldToastMutationError(error)) showErrorToast(errorMessage(error));
    },
  });
  messagesVersion.value = bootstrap.messagesVersion;
  // The messages the server render used; the bundles below complete the same object.
  queryClient.setQueryData(langQuery(bootstrap.locale).queryKey, {
    ...bootstrap.messages,
  } as Messages);
  if (bootstrap.dehydratedState) hydrate(queryClient, bootstrap.dehydratedState);

  const api = new ApiClient({
    apiUrl: config.API_URL,
    organizationId: config.ORGANIZATION_ID,
    locale: () => currentLocale.value,
    getToken: () => identity.getToken(),
    getExecuteAs: () => tokens.getExecuteAs(),
  });

  const loadMessages = (locale: string, bundles: string[]) =>
    loadMessageBundles(queryClient, locale, bundles);
  const { routes, patchRoutesOnNavigation } = buildRoutes(config, {
    locales: [bootstrap.locale],
    loadMessages: (locale, bundle) => loadMessages(locale, [bundle]),
  });
  // The page's first formatter (react-intl checks its locale as it starts) makes the engine
  // build its lists of locales: tens of milliseconds on a phone. Done in a task of its own
  // while the page's code loads, that time is not added to one of hydration's.
  setTimeout(() => {
    Intl.NumberFormat.supportedLocalesOf(bootstrap.locale);
    Intl.DateTimeFormat.supportedLocalesOf(bootstrap.locale);
  }, 0);
  await resolveLazyMatches(routes, (bundles) => loadMessages(bootstrap.locale, bundles));
  // A new task: the router's start does not lengthen the one that ran the page's code.
  await new Promise((resolve) => setTimeout(resolve, 0));
  router = createBrowserRouter(routes, {
    hydrationData: window.__staticRouterHydrationData,
    patchRoutesOnNavigation,
  });

  // As a transition, hydration works in slices of a few milliseconds and lets the browser
  // answer in between: a phone's main thread is never blocked for the whole page.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <HydrationMark />
        <AppShell config={config} queryClient={queryClient} api={api} identity={identity}>
          <RouterProvider router={router} onError={reportPageError} />
        </AppShell>
      </StrictMode>,
      { onCaughtError: reportPageError },
    );
  });
} else {
  // System pages (invalid domain, maintenance …) are rare: their code is not in the app's script.
  const { SystemRoot } = await import('./app/system-root');
  hydrateRoot(
    container,
    <StrictMode>
      <HydrationMark />
      <SystemRoot bootstrap={bootstrap} gate={gate} />
    </StrictMode>,
  );
}
