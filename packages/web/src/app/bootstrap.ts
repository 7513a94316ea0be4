import type { PublicOrganization } from '@convene/contract';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Messages } from '../i18n/compiled-messages';

/**
 * What the server decided for this request (page gating): the app, or one of
 * the system pages that stand in for it.
 */
export type Gate =
  | { kind: 'app'; config: PublicOrganization }
  | { kind: 'invalid-domain'; host: string }
  | { kind: 'not-found'; config: PublicOrganization }
  | { kind: 'maintenance'; config: PublicOrganization }
  | { kind: 'service-down'; host: string; googleTagManagerId: string | null };

export interface OpenGraph {
  title: string;
  description: string;
  imageUri: string;
  card: 'summary' | 'summary_large_image';
}

/** The page props, serialized into the HTML for the browser to hydrate with. */
export interface Bootstrap {
  gate: Gate;
  locale: string;
  /**
   * The messages the server render read (decision 0048): the rest of the shell's and the
   * page's area's bundles load as files before the browser hydrates.
   */
  messages: Partial<Messages>;
  /** The version naming the message bundle files (/lang/{locale}/{bundle}.{version}.json). */
  messagesVersion: string;
  opengraph: OpenGraph | null;
  dehydratedState: DehydratedState | null;
}

export const BOOTSTRAP_GLOBAL = '__CONVENE__';

declare global {
  interface Window {
    __CONVENE__?: Bootstrap;
    __staticRouterHydrationData?: HydrationState;
    dataLayer?: Record<string, unknown>[];
  }
}

/** JSON that is safe inside a <script> element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
