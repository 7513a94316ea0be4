import type { ApiClient } from '@convene/client';
import type {
  Module,
  NotificationPreferenceKey,
  NotificationType,
  PublicOrganization,
} from '@convene/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { IntlShape } from 'react-intl';
import type { Params, RouteObject } from 'react-router';
import type { MessageId } from '../i18n/catalogue';

/** Everything a public page's server-side prefetch may use. */
export interface PrefetchContext {
  queryClient: QueryClient;
  api: ApiClient;
  params: Params;
  url: URL;
  config: PublicOrganization;
  locale: string;
  /** The page's messages, for translated titles: `intl.formatMessage({ id })`. */
  intl: IntlShape;
}

/** Open Graph values a page can give (defaults: the organization's name, description and share image). */
export interface PageMeta {
  title?: string;
  description?: string;
  /** An absolute or site-relative image, ideally 1200×627. */
  imageUri?: string;
  /** The page's own address without a locale prefix, when it was reached by another (an id for a slug). */
  canonicalPath?: string;
  /** schema.org data of the page (an Event), written as JSON-LD in the head. */
  structuredData?: Record<string, unknown>;
  /** Feeds the page offers (RSS autodiscovery): absolute URLs and their titles. */
  feeds?: { title: string; href: string }[];
}

/**
 * `meta` of a query a page's prefetch fills for its head only (the server's JSON-LD):
 * left out of the state the browser receives.
 */
export const SERVER_ONLY_QUERY = { serverOnly: true } as const;

/**
 * A route's `handle`. Read by the shell: access control, server prefetch, page meta.
 * Use `routeHandle({...})` so the object is type-checked.
 */
export interface RouteHandle {
  /** 'signed-in': sends signed-out visitors to sign in; 'signed-out': auth screens. Default 'public'. */
  access?: 'public' | 'signed-in' | 'signed-out';
  /** Runs on the server before rendering: fill the query cache (`queryClient.prefetchQuery(...)`). */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
  /** Page meta for the HTML head, read after `prefetch` (take data from `context.queryClient`). */
  meta?: (context: PrefetchContext) => PageMeta | undefined;
  /** Marks the catch-all page (answered with status 404). */
  notFound?: boolean;
  /**
   * The message bundle (an area's id) the pages below need: loaded before they render
   * (/lang/{locale}/{bundle}.{version}.json). Set by buildRoutes on each area's routes.
   */
  messages?: string;
  /**
   * The page module's export name (`EventPage`): the server puts the chunks that module
   * loads in the head of a page it renders (vite.config.ts, pageChunks).
   */
  page?: string;
}

export function routeHandle(handle: RouteHandle): RouteHandle {
  return handle;
}

export function handleOf(route: { handle?: unknown }): RouteHandle {
  return (route.handle ?? {}) as RouteHandle;
}

/** What `page(...)` declares beside the component: access, a title, or the page module's own prefetch and meta. */
export interface PageOptions {
  access?: RouteHandle['access'];
  /**
   * Runs on the server only: declare it as `import.meta.env.SSR ? (context) => … : undefined`
   * so the browser's first script carries neither it nor the queries it uses.
   */
  prefetch?: RouteHandle['prefetch'] | undefined;
  /** Message id of the page's title (the head's `<title>` and the document title). */
  title?: MessageId;
  /**
   * The page module exports `<stem>Prefetch` and/or `<stem>Meta` beside `<Stem>Page`
   * (`groupPrefetch` and `groupMeta` beside `GroupPage`): they become the route's handle
   * when the module loads (the server loads it before prefetching, the browser before
   * hydrating), so the first script carries neither them nor the queries they use.
   */
  data?: boolean;
}

/** `GroupPage` → `group`: the prefix of a page module's prefetch and meta exports. */
const stemOf = (name: string) => name.charAt(0).toLowerCase() + name.slice(1).replace(/Page$/, '');

/**
 * A page route loaded on demand: `page('groups', () => import('./groups-page'), 'GroupsPage',
 * { title: 'groups.title' })`. One call per route keeps each declaration a few bytes in the
 * first script, which carries every area's table (scripts/web-budget.mjs).
 */
export function page<K extends string>(
  path: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { access, prefetch, title, data }: PageOptions = {},
): RouteObject {
  const handle: RouteHandle = { access, prefetch, page: name };
  if (title) handle.meta = ({ intl }) => ({ title: intl.formatMessage({ id: title }) });
  return {
    path,
    // A property set on the route wins over the same one from `lazy`, so a data page's
    // handle comes only from its module.
    ...(data ? {} : { handle }),
    lazy: async () => {
      const loaded = await load();
      const Component = loaded[name];
      if (!data) return { Component };
      const stem = stemOf(name);
      const exports: Partial<Record<string, unknown>> = loaded;
      const fromModule: RouteHandle = {
        ...handle,
        prefetch: (exports[`${stem}Prefetch`] as RouteHandle['prefetch']) ?? handle.prefetch,
        meta: (exports[`${stem}Meta`] as RouteHandle['meta']) ?? handle.meta,
      };
      return { Component, handle: fromModule };
    },
  };
}

/** A top-navigation entry; hidden when its module is not enabled for the organization. */
export interface NavEntry {
  module: Module;
  /** App path without locale prefix, e.g. '/groups'. */
  path: string;
  /** Message id of the label. */
  label: MessageId;
}

/**
 * A row of the notification settings an area brings (decision 0046). A notification type's
 * row has its in-app, email and push switches, whose flags the contract names
 * (`preferenceFlagsFor`); a mail that is not a notification (a support ticket's
 * confirmation) has an email switch only. Settings show only the rows of the areas that
 * exist, so a row appears when its area lands.
 */
export type NotificationSetting =
  | {
      /** Message id of the row's label. */
      label: MessageId;
      type: NotificationType;
      /** ANNOUNCEMENT: what the announcements belong to (each has its own email and push). */
      scope?: 'group' | 'event';
    }
  | { label: MessageId; email: NotificationPreferenceKey };

/**
 * A screen for the organization's administrators, listed on /admin (reached from the
 * account menu). Keep `path` in a constant: the a11y audit reads literal `path: '…'`
 * entries of area files as routes.
 */
export interface AdminLink {
  /** App path without locale prefix, e.g. '/admin/support'. */
  path: string;
  /** Message id of the link's label. */
  label: MessageId;
  /** Message id of the line under it: what the screen is for. */
  description: MessageId;
}

/** One product area (routes/<area>/area.ts), registered with one line in app/areas.ts. */
export interface AreaDefinition {
  id: string;
  /** When set, the area's routes and nav entries exist only if the organization enables this module. */
  module?: Module;
  /** Pages inside the app layout (header, navigation). Paths are relative: 'groups/:slug'. */
  routes: RouteObject[];
  /** Full-screen pages without the header (the authentication screens). */
  bareRoutes?: RouteObject[];
  nav?: NavEntry[];
  /**
   * Small controls shown in the header, left of the account menu, while signed in (the
   * notification bell, say). Rendered in area order when the area is enabled.
   */
  headerItems?: ComponentType[];
  /** The notification settings of this area's notifications (settings/notifications). */
  notificationSettings?: NotificationSetting[];
  /** The area's administrators' screens, listed on /admin when the area is enabled. */
  adminLinks?: AdminLink[];
}

export function defineArea(area: AreaDefinition): AreaDefinition {
  return area;
}
