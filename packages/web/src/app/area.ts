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
}

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
}

export function routeHandle(handle: RouteHandle): RouteHandle {
  return handle;
}

export function handleOf(route: { handle?: unknown }): RouteHandle {
  return (route.handle ?? {}) as RouteHandle;
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
 * A row of the notification settings an area brings: its email and push flags (either may
 * be absent) and the notification types it lists in the in-app choices. Settings show
 * only the rows of the areas that exist, so a row appears when its area lands.
 */
export interface NotificationSetting {
  /** Message id of the row's label. */
  label: MessageId;
  email?: NotificationPreferenceKey;
  push?: NotificationPreferenceKey;
  /** The in-app notification types of this row. */
  types?: NotificationType[];
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
}

export function defineArea(area: AreaDefinition): AreaDefinition {
  return area;
}
