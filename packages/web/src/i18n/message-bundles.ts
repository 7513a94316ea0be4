import type { QueryClient } from '@tanstack/react-query';
import type { Messages } from './compiled-messages';
import { langQuery } from './lang-query';

/**
 * Messages arrive in bundles (decision 0048): the page's bootstrap carries only the ids its
 * server render used; the shell's bundle and each area's load as cacheable files named by
 * the version of the organization's texts, `/lang/{locale}/{bundle}.{version}.json`, before
 * the page that needs them renders. A locale's bundles merge into one object, the one the
 * query cache holds under `langQuery(locale)`: react-intl reads a message when it formats
 * it, so ids that arrive later need no re-render.
 */
export const SHELL_BUNDLE = 'shell';

/** The version of the organization's texts (the bootstrap's `messagesVersion`). */
export const messagesVersion = { value: '' };

export function bundleUrl(locale: string, bundle: string, version: string): string {
  return `/lang/${encodeURIComponent(locale)}/${encodeURIComponent(bundle)}.${version}.json`;
}

/** Bundles loaded (or loading), by `locale/bundle`. */
const loaded = new Map<string, Promise<void>>();

async function fetchBundle(locale: string, bundle: string): Promise<Messages> {
  const response = await fetch(bundleUrl(locale, bundle, messagesVersion.value));
  if (!response.ok) throw new Error(`Messages ${locale}/${bundle} not found`);
  return (await response.json()) as Messages;
}

/** The object holding a locale's messages, made (empty) on first use. */
function messagesOf(queryClient: QueryClient, locale: string): Messages {
  const key = langQuery(locale).queryKey;
  const existing = queryClient.getQueryData<Messages>(key);
  if (existing) return existing;
  const empty = {} as Messages;
  queryClient.setQueryData(key, empty);
  return empty;
}

/** Loads the shell's bundle and `bundles` of a locale (each once) into its messages. */
export function loadMessageBundles(
  queryClient: QueryClient,
  locale: string,
  bundles: readonly string[],
): Promise<void> {
  const target = messagesOf(queryClient, locale);
  return Promise.all(
    [SHELL_BUNDLE, ...bundles].map((bundle) => {
      const key = `${locale}/${bundle}`;
      let loading = loaded.get(key);
      if (!loading) {
        loading = fetchBundle(locale, bundle).then(
          (messages) => void Object.assign(target, messages),
          (error: unknown) => {
            loaded.delete(key);
            throw error;
          },
        );
        loaded.set(key, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/** The bundles named by route matches' handles (`RouteHandle.messages`). */
export function bundlesOf(matches: ReadonlyArray<{ handle?: unknown }>): string[] {
  return matches.flatMap((match) => {
    const bundle = (match.handle as { messages?: unknown } | undefined)?.messages;
    return typeof bundle === 'string' ? [bundle] : [];
  });
}
