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

/**
 * Answers found so far, by route table: matching walks and compiles every route of the app,
 * which cost a third of a server render when a page asked it a few times. A table is known
 * by its root route's `handle`, made once per table by `buildRoutes` (the server's static
 * router copies the routes on every render, but keeps their handles). A table only grows (a
 * locale's branch patched in on navigation), so the count of the root's branches is part of
 * the key.
 */
const answers = new WeakMap<object, Map<string, boolean>>();

export function usePageExists(path: string): boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { localize } = useLocale();
  if (!router) return false;
  const localized = localize(path);
  const table: object = (router.routes[0]?.handle as object | undefined) ?? router.routes;
  let known = answers.get(table);
  if (!known) answers.set(table, (known = new Map()));
  const key = `${router.routes[0]?.children?.length ?? 0} ${localized}`;
  let exists = known.get(key);
  if (exists === undefined) {
    const matches = matchRoutes(router.routes, localized);
    const page = matches?.[matches.length - 1]?.route;
    exists = Boolean(page && page.path !== '*');
    known.set(key, exists);
  }
  return exists;
}
