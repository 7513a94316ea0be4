import {
  ApiClient,
  createIdentityClient,
  createQueryClient,
  createTokenStorage,
  identityOptionsOf,
  memoryStorage,
  organizationQueries,
} from '@convene/client';
import { findLocale, SHARE_IMAGE, type PublicOrganization } from '@convene/contract';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { handleOf, SERVER_ONLY_QUERY, type PageMeta, type PrefetchContext } from './app/area';
import { AppShell } from './app/app-shell';
import {
  BOOTSTRAP_GLOBAL,
  serializeForScript,
  type Bootstrap,
  type Gate,
  type OpenGraph,
} from './app/bootstrap';
import { buildRoutes } from './app/routes';
import { absoluteUrl, MANIFEST_LINK, pageUrlIn, seoHead } from './app/seo-head';
import { SystemRoot } from './app/system-root';
import {
  bundleIds,
  bundleMessages,
  messagesVersion,
  pickMessages,
  recordingMessages,
} from './i18n/bundle-catalogue';
import { messagesFor } from './i18n/catalogue';
import { compiledMessagesFor, type Messages } from './i18n/compiled-messages';
import { langQuery } from './i18n/lang-query';
import { localeFromPath } from './i18n/locale-path';
import { SHELL_BUNDLE } from './i18n/message-bundles';
import { SYSTEM_LOCALES } from './i18n/messages';
import { googleTagManagerSnippet } from './lib/analytics';
import { escapeHtml } from './lib/escape-html';
import { brandStyleTag, themeScript } from './theme/brand-theme';

export type { Gate } from './app/bootstrap';

export interface RenderInput {
  /** The absolute URL of the request. */
  url: string;
  gate: Gate;
  /** Calls the API in-process (the server passes an app.inject-based fetch). */
  fetch: typeof fetch;
  acceptLanguage?: string | undefined;
  /** The response's Content-Security-Policy nonce: every inline script of the page carries it. */
  nonce?: string;
}

/**
 * A page in two steps, so the server can send the document's head (styles, module preloads,
 * theme script) while the page's data is still being fetched: `status`, `lang` and `head`
 * are known once the route is matched; `page()` waits for the data and starts the body.
 */
export interface RenderResult {
  status: number;
  /** Set when the page answers with a redirect. */
  redirect?: string;
  lang: string;
  /** Head tags known before the page's data: icon, theme colour, brand style, theme script, tag manager. */
  head: string;
  /** The export names of the page modules the route renders (`EventPage`), whose chunks the server preloads. */
  pages: string[];
  /** Resolves once the page's data is in and the body's shell is rendered. Never rejects. */
  page: () => Promise<RenderedPage>;
}

export interface RenderedPage {
  /** Head tags that depend on the page's data: title, description, Open Graph. */
  head: string;
  /** Streams the body's HTML into `destination` and ends it. */
  pipe: (destination: NodeJS.WritableStream) => void;
  /** Stops rendering (the visitor left). */
  abort: () => void;
  /** The end of the body (the bootstrap script), read once the body is written. */
  bodyEnd: () => string;
}

/** The messages served at /lang/{locale}.json, or null when the organization does not offer that locale. */
export function localeMessages(locale: string, config: PublicOrganization): Messages | null {
  if (!config.LOCALES.includes(locale) || !findLocale(locale)) return null;
  return compiledMessagesFor(locale, config.LANGUAGES);
}

/**
 * A message bundle served at /lang/{locale}/{bundle}.{version}.json (decision 0048), or null
 * when the organization does not offer the locale or there is no such bundle. `current`:
 * the version asked for is today's, so the file may be cached for good.
 */
export function localeMessageBundle(
  locale: string,
  file: string,
  config: PublicOrganization,
): { messages: Partial<Messages>; current: boolean } | null {
  const named = /^([\w-]+)\.([\w-]+)\.json$/.exec(file);
  if (!named || !config.LOCALES.includes(locale) || !findLocale(locale)) return null;
  const [, bundle = '', version] = named;
  const messages = bundleMessages(locale, config.LANGUAGES, bundle);
  return messages && { messages, current: version === messagesVersion(config) };
}

/** Locale of a system page without configuration: the path prefix or the browser's languages, else English. */
function systemLocale(url: URL, acceptLanguage: string | undefined): string {
  const supported: readonly string[] = SYSTEM_LOCALES;
  const first = url.pathname.split('/')[1] ?? '';
  if (supported.includes(first)) return first;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = (part.split(';')[0] ?? '').trim().toLowerCase().split('-')[0] ?? '';
    if (supported.includes(tag)) return tag;
  }
  return 'en';
}

/** The head tags that need no page data (sent first). */
function earlyHead(config: PublicOrganization | null, googleTagManagerId: string | null): string {
  const parts: string[] = [];
  if (config) {
    parts.push(`<link rel="icon" href="${escapeHtml(config.ICON.LIGHT)}" />`);
    parts.push(`<meta name="theme-color" content="${escapeHtml(config.PRIMARY_COLOR)}" />`);
    parts.push(MANIFEST_LINK);
    parts.push(brandStyleTag(config));
    parts.push(themeScript(config.CLIENT_THEME));
  } else {
    parts.push(themeScript('auto'));
  }
  if (googleTagManagerId) parts.push(googleTagManagerSnippet(googleTagManagerId));
  return parts.join('\n    ');
}

/**
 * The head tags of the page itself: title, description, Open Graph; with `seo` (an app
 * page that exists), its canonical link, languages, feeds and JSON-LD (app/seo-head.ts).
 */
function pageHead(options: {
  title: string;
  description: string;
  config: PublicOrganization | null;
  opengraph: OpenGraph | null;
  url: URL;
  seo?: { locale: string; meta: PageMeta } | undefined;
}): string {
  const { title, description, config, opengraph, url, seo } = options;
  const parts = [`<title>${escapeHtml(title)}</title>`];
  if (description) parts.push(`<meta name="description" content="${escapeHtml(description)}" />`);
  if (config && seo) parts.push(...seoHead({ url, config, locale: seo.locale, meta: seo.meta }));
  if (opengraph) {
    const image = absoluteUrl(url.origin, opengraph.imageUri);
    const pageUrl =
      config && seo ? pageUrlIn(url, config, seo.locale, seo.meta.canonicalPath) : url.href;
    parts.push(
      `<meta property="og:type" content="website" />`,
      `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
      `<meta property="og:title" content="${escapeHtml(opengraph.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(opengraph.description)}" />`,
      `<meta property="og:image" content="${escapeHtml(image)}" />`,
      `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
      `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
      `<meta property="og:site_name" content="${escapeHtml(config?.NAME ?? opengraph.title)}" />`,
      `<meta name="twitter:card" content="${opengraph.card}" />`,
      `<meta name="twitter:title" content="${escapeHtml(opengraph.title)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(opengraph.description)}" />`,
      `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    );
  }
  return `\n    ${parts.join('\n    ')}`;
}

const bootstrapScript = (bootstrap: Bootstrap) =>
  `<script>window.${BOOTSTRAP_GLOBAL}=${serializeForScript(bootstrap)}</script>`;

/** The page's own inline scripts (theme, tag manager, bootstrap) with the response's nonce. */
const withNonce = (html: string, nonce: string | undefined) =>
  nonce ? html.replaceAll('<script>', `<script nonce="${escapeHtml(nonce)}">`) : html;

/**
 * Renders `element` as a stream; resolves when its shell is ready (the data was prefetched,
 * so that is the whole page but for suspended lazy parts, which follow in the same stream).
 * A shell that fails to render gives an empty body: the browser then renders the page itself
 * from the bootstrap.
 */
function streamBody(
  element: ReactNode,
  url: URL,
  nonce: string | undefined,
): Promise<Pick<RenderedPage, 'pipe' | 'abort'>> {
  return new Promise((resolve) => {
    // A render stopped because the visitor left is not an error.
    let aborted = false;
    const stream = renderToPipeableStream(element, {
      ...(nonce ? { nonce } : {}),
      onShellReady: () =>
        resolve({
          pipe: (to) => void stream.pipe(to),
          abort: () => {
            aborted = true;
            stream.abort();
          },
        }),
      onShellError: (error) => {
        if (!aborted) console.error(`Rendering ${url.pathname} failed`, error);
        resolve({ pipe: (to) => void to.end(), abort: () => undefined });
      },
      onError: (error) => {
        if (!aborted) console.error(`Rendering ${url.pathname}:`, error);
      },
    });
  });
}

/**
 * Ends a render's query client: every query schedules a garbage-collection timer of its
 * `gcTime` (minutes to an hour for some) when it is built, and each pending timer kept the
 * whole render alive that long (the query client, its data, React's stream, the router) —
 * megabytes per page view. Clearing the cache cancels the timers.
 */
function release(queryClient: QueryClient): void {
  queryClient.clear();
}

type StaticHandler = ReturnType<typeof createStaticHandler>;
const staticHandlers = new Map<string, StaticHandler>();
const STATIC_HANDLERS_LIMIT = 64;
/** By configuration object (the server shares one per organization row): no key to build per render. */
const handlersOfConfig = new WeakMap<PublicOrganization, Map<string, StaticHandler>>();

/**
 * The router's request handler for an organization's routes in a locale (the default
 * locale's branch and that one's), built once per configuration and locale: flattening and
 * ranking the route table took most of an uncached render's CPU when it was done for every
 * request. The handler keeps no request state. A configuration object met for the first
 * time (the organization cache reloads its row every few seconds) finds the handler of an
 * equal configuration by its content.
 */
function staticHandlerFor(config: PublicOrganization, locale: string): StaticHandler {
  let ofConfig = handlersOfConfig.get(config);
  if (!ofConfig) handlersOfConfig.set(config, (ofConfig = new Map()));
  let handler = ofConfig.get(locale);
  if (handler) return handler;
  const key = `${locale} ${JSON.stringify(config)}`;
  handler = staticHandlers.get(key);
  if (!handler) {
    if (staticHandlers.size >= STATIC_HANDLERS_LIMIT) staticHandlers.clear();
    handler = createStaticHandler(buildRoutes(config, { locales: [locale] }).routes);
    staticHandlers.set(key, handler);
  }
  ofConfig.set(locale, handler);
  return handler;
}

/** Renders one page request: a system page for the gates, else the app with its data prefetched. */
export async function render(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url);
  const { gate } = input;

  if (gate.kind !== 'app') {
    const config = 'config' in gate ? gate.config : null;
    const locale = config
      ? localeFromPath(url.pathname, config)
      : systemLocale(url, input.acceptLanguage);
    const texts = messagesFor(locale, config?.LANGUAGES);
    // A system page needs the system texts only (it has no areas).
    const bootstrap: Bootstrap = {
      gate,
      locale,
      messages: pickMessages(
        compiledMessagesFor(locale, config?.LANGUAGES),
        bundleIds(SHELL_BUNDLE) ?? [],
      ),
      messagesVersion: config ? messagesVersion(config) : '',
      opengraph: null,
      dehydratedState: null,
    };
    const titleId =
      gate.kind === 'invalid-domain'
        ? 'system.invalidDomain.title'
        : gate.kind === 'service-down'
          ? 'system.serviceDown.title'
          : gate.kind === 'maintenance'
            ? 'system.maintenance.title'
            : 'system.notFound.title';
    const status = gate.kind === 'maintenance' || gate.kind === 'service-down' ? 503 : 404;
    const googleTagManagerId =
      gate.kind === 'service-down'
        ? gate.googleTagManagerId
        : (config?.GOOGLE_TAG_MANAGER_ID ?? null);
    return {
      status,
      lang: locale,
      head: withNonce(earlyHead(config, googleTagManagerId), input.nonce),
      pages: [],
      page: async () => ({
        head: pageHead({
          title: config ? `${texts[titleId] ?? ''} · ${config.NAME}` : (texts[titleId] ?? ''),
          description: '',
          config,
          opengraph: null,
          url,
        }),
        ...(await streamBody(<SystemRoot bootstrap={bootstrap} gate={gate} />, url, input.nonce)),
        bodyEnd: () => withNonce(bootstrapScript(bootstrap), input.nonce),
      }),
    };
  }

  const config = gate.config;
  const locale = localeFromPath(url.pathname, config);
  const allMessages = compiledMessagesFor(locale, config.LANGUAGES);
  // The render has every message; the bootstrap carries the ones it read (decision 0048).
  const used = new Set<string>();
  const messages = recordingMessages(allMessages, used);
  const intl = createIntl({ locale, defaultLocale: 'en', messages, onError: () => undefined });
  const queryClient = createQueryClient();
  queryClient.setQueryData(langQuery(locale).queryKey, messages);
  const api = new ApiClient({
    apiUrl: config.API_URL,
    organizationId: config.ORGANIZATION_ID,
    locale,
    getToken: () => null,
    fetch: input.fetch,
  });
  // What `GET /organization/config` answers is the configuration the server resolved for
  // this host: the render starts with it instead of asking the API for it again.
  queryClient.setQueryData(organizationQueries.config(api).queryKey, config);
  const tokens = createTokenStorage(config.ORGANIZATION_ID, {
    local: memoryStorage(),
    session: memoryStorage(),
  });
  const identity = createIdentityClient({
    ...identityOptionsOf(config),
    storage: tokens,
    fetch: input.fetch,
  });

  // The branches of the default locale and the page's (the browser builds the same table).
  const handler = staticHandlerFor(config, locale);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location)
      return {
        status: context.status,
        redirect: location,
        lang: locale,
        head: '',
        pages: [],
        page: () => Promise.reject(new Error('A redirect has no page')),
      };
    throw new Error(`Unexpected response while rendering ${url.pathname}`);
  }

  const prefetchContext = (params: PrefetchContext['params']): PrefetchContext => ({
    queryClient,
    api,
    params,
    url,
    config,
    locale,
    intl,
  });
  const notFound = context.matches.some((match) => handleOf(match.route).notFound);

  const page = async (): Promise<RenderedPage> => {
    await Promise.all(
      context.matches.map(async (match) => {
        const prefetch = handleOf(match.route).prefetch;
        if (!prefetch) return;
        try {
          await prefetch(prefetchContext(match.params));
        } catch (error) {
          console.warn(`Prefetch failed for ${url.pathname}`, error);
        }
      }),
    );
    let meta: PageMeta = {};
    for (const match of context.matches) {
      const fromRoute = handleOf(match.route).meta?.(prefetchContext(match.params));
      if (fromRoute) meta = { ...meta, ...fromRoute };
    }
    const title = meta.title ? `${meta.title} · ${config.NAME}` : config.NAME;
    const description = meta.description ?? config.DESCRIPTION;
    const opengraph: OpenGraph = {
      title,
      description,
      imageUri: meta.imageUri ?? '/share-image.png',
      card: 'summary_large_image',
    };

    const router = createStaticRouter(handler.dataRoutes, context);
    const body = await streamBody(
      <AppShell config={config} queryClient={queryClient} api={api} identity={identity}>
        <StaticRouterProvider router={router} context={context} nonce={input.nonce} />
      </AppShell>,
      url,
      input.nonce,
    );
    return {
      head: pageHead({
        title,
        description,
        config,
        opengraph,
        url,
        seo: notFound ? undefined : { locale, meta },
      }),
      pipe: body.pipe,
      abort: () => {
        body.abort();
        release(queryClient);
      },
      // Read after the body is written: queries the render itself filled are included.
      bodyEnd: () => {
        const dehydratedState = dehydrate(queryClient, {
          shouldDehydrateQuery: (query) =>
            query.state.status === 'success' &&
            query.queryKey[0] !== 'lang' &&
            query.meta?.serverOnly !== SERVER_ONLY_QUERY.serverOnly,
        });
        release(queryClient);
        return withNonce(
          bootstrapScript({
            gate,
            locale,
            messages: pickMessages(allMessages, used),
            messagesVersion: messagesVersion(config),
            opengraph,
            dehydratedState,
          }),
          input.nonce,
        );
      },
    };
  };

  return {
    status: notFound ? 404 : context.statusCode,
    lang: locale,
    head: withNonce(earlyHead(config, config.GOOGLE_TAG_MANAGER_ID), input.nonce),
    pages: context.matches.flatMap((match) => handleOf(match.route).page ?? []),
    page,
  };
}
