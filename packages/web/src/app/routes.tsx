import { organizationQueries } from '@convene/client';
import { firstLandingPath, type PublicOrganization } from '@convene/contract';
import { redirect, type RouteObject } from 'react-router';
import { localizePath, prefixedLocales } from '../i18n/locale-path';
import { routeHandle } from './area';
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

/**
 * The route table for one organization: the same pages under every locale — the
 * default locale without a prefix, the others under /{locale} (spec §2).
 */
export function buildRoutes(config: PublicOrganization): RouteObject[] {
  const areas = enabledAreas(config);
  const pages = relative(areas.flatMap((area) => area.routes));
  const barePages = relative(areas.flatMap((area) => area.bareRoutes ?? []));

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
                  const landing = firstLandingPath(config.MODULES);
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

  return [
    {
      element: <RootRoute />,
      errorElement: <RouteError />,
      handle: routeHandle({
        prefetch: ({ queryClient, api }) =>
          queryClient.prefetchQuery(organizationQueries.config(api)),
      }),
      children: [branch(config.DEFAULT_LOCALE), ...prefixedLocales(config).map(branch)],
    },
  ];
}
