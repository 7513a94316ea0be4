/**
 * usePageExists('/events') — does the app serve this page here? True when an area that the
 * organization has enabled has a route for it (not the not-found fallback). For a tab or a
 * link that should appear by itself once its area lands and its module is on:
 *
 *   const showEvents = usePageExists('/events');
 */
import { useContext } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext } from 'react-router';
import { useLocale } from '../i18n/locale-context';

export function usePageExists(path: string): boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { localize } = useLocale();
  if (!router) return false;
  const matches = matchRoutes(router.routes, localize(path));
  const page = matches?.[matches.length - 1]?.route;
  return Boolean(page && page.path !== '*');
}
