import { organizationQueries } from '@convene/client';
import { enabledModules, firstLandingPath, type PublicOrganization } from '@convene/contract';
import {
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { localeFromPath, localizePath, prefixedLocales } from '../i18n/locale-path';
import { routeHandle, type AreaDefinition } from './area';
import { enabledAreas } from './areas';
import { AppLayout, BareLayout } from './layout';
import { RootRoute } from './root-route';
import { PageError, RouteError } from './route-error';

/** The catch-all page loads on demand: most visits never show it. */
const notFoundPage = async () => ({
  Component: (await import('../routes/system/not-found-route')).NotFoundRoute,
});

const relative = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) =>
    route.path?.startsWith('/')
      ? ({
          ...route,
          path: route.path.slice(1) || undefined,
          index: route.path === '/' ? undefined : route.index,
        } as RouteObject)
      : route,
  );

/** Loads a locale's message bundle (the browser's i18n/message-bundles.ts); absent on the server. */
export type LoadMessages = (locale: string, bundle: string) => Promise<void>;

const ROOT_ROUTE_ID = 'root';

export interface RouteTable {
  routes: RouteObject[];
  /**
   * For createBrowserRouter: adds a locale's branch the table does not have yet when a
   * navigation goes to it (a language switch).
   */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The route table for one organization: the same pages under every locale — the
 * default locale without a prefix, the others under /{locale}. An organization
 * may offer dozens of locales, and a router ranks every branch of its table when it starts
 * (the server for each page, the phone before hydrating): the table holds the default
 * locale's branch and those of `locales` only (default: all), and the browser's router
 * adds another locale's branch when a navigation goes there. Each area's pages sit under a
 * route naming its message bundle, whose loader loads it before they render (the server
 * renders with every message: `loadMessages` is absent there).
 */
export function buildRoutes(
  config: PublicOrganization,
  options: { locales?: readonly string[]; loadMessages?: LoadMessages } = {},
): RouteTable {
  const { locales, loadMessages } = options;
  const areas = enabledAreas(config);
  const withMessages = (area: AreaDefinition, routes: RouteObject[]): RouteObject[] =>
    routes.length === 0
      ? []
      : [
          {
            handle: routeHandle({ messages: area.id }),
            loader: async ({ request }: LoaderFunctionArgs) => {
              const locale = localeFromPath(new URL(request.url).pathname, config);
              await loadMessages?.(locale, area.id);
              return null;
            },
            children: relative(routes),
          },
        ];
  const pages = areas.flatMap((area) => withMessages(area, area.routes));
  const barePages = areas.flatMap((area) => withMessages(area, area.bareRoutes ?? []));

  const branch = (locale: string): RouteObject => ({
    path: locale === config.DEFAULT_LOCALE ? '/' : `/${locale}`,
    children: [
      { element: <BareLayout />, children: [{ errorElement: <PageError />, children: barePages }] },
      {
        element: <AppLayout />,
        children: [
          {
            errorElement: <PageError />,
            children: [
              {
                index: true,
                loader: () => {
                  const landing = firstLandingPath(enabledModules(config));
                  return landing === '/' ? null : redirect(localizePath(landing, locale, config));
                },
                lazy: notFoundPage,
              },
              ...pages,
              { path: '*', lazy: notFoundPage, handle: routeHandle({ notFound: true }) },
            ],
          },
        ],
      },
    ],
  });

  const prefixed = prefixedLocales(config);
  const present = new Set(prefixed.filter((locale) => !locales || locales.includes(locale)));
  return {
    routes: [
      {
        id: ROOT_ROUTE_ID,
        element: <RootRoute />,
        errorElement: <RouteError />,
        handle: routeHandle({
          prefetch: ({ queryClient, api }) =>
            queryClient.prefetchQuery(organizationQueries.config(api)),
        }),
        children: [branch(config.DEFAULT_LOCALE), ...[...present].map(branch)],
      },
    ],
    patchRoutesOnNavigation: ({ path, patch }) => {
      const first = path.split('/')[1] ?? '';
      if (!prefixed.includes(first) || present.has(first)) return;
      present.add(first);
      patch(ROOT_ROUTE_ID, [branch(first)]);
    },
  };
}
