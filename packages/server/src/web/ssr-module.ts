import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PublicOrganization } from '@convene/contract';

import type { Gate } from '../tenancy/gating';
import { readPageChunks, type PageChunks } from './page-preloads';

export type { Gate };

/** A page in two steps (packages/web/src/entry-server.tsx): the head first, the body when its data is in. */
export interface RenderResult {
  status: number;
  redirect?: string;
  lang: string;
  /** Head tags known before the page's data. */
  head: string;
  /** The export names of the page modules the route renders, whose chunks go in the head (page-preloads.ts). */
  pages: readonly string[];
  /** Resolves once the page's data is in and its body can stream. Never rejects. */
  page(): Promise<RenderedPage>;
}

export interface RenderedPage {
  /** Head tags that depend on the page's data (title, description, Open Graph). */
  head: string;
  /** Streams the body's HTML into `destination` and ends it. */
  pipe(destination: NodeJS.WritableStream): void;
  abort(): void;
  /** The end of the body (the bootstrap script), read once the body is written. */
  bodyEnd(): string;
}

/**
 * The built index.html cut where the render's parts go: `start` (up to the head's
 * placeholder; `lang` is set per page), `assets` (the styles and module preloads Vite put
 * in the head), `open` (closing the head, opening the root element), `middle` (after the
 * root element) and `end`.
 */
export interface TemplateParts {
  start: string;
  assets: string;
  open: string;
  middle: string;
  end: string;
}

function cut(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`The web app's index.html has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

export function templateParts(template: string): TemplateParts {
  const [start, afterHead] = cut(template, '<!--app-head-->');
  const headEnd = afterHead.indexOf('</head>');
  if (headEnd < 0) throw new Error("The web app's index.html has no </head>");
  const [open, afterHtml] = cut(afterHead.slice(headEnd), '<!--app-html-->');
  const [middle, end] = cut(afterHtml, '<!--app-body-end-->');
  return { start, assets: afterHead.slice(0, headEnd), open, middle, end };
}

/** The built server entry of the web app (packages/web/src/entry-server.tsx). */
export interface SsrModule {
  render(input: {
    url: string;
    gate: Gate;
    fetch: typeof fetch;
    acceptLanguage?: string | undefined;
    /** The response's CSP nonce: every inline script of the page carries it. */
    nonce?: string;
  }): Promise<RenderResult>;
  localeMessages(locale: string, config: PublicOrganization): Record<string, string> | null;
  /** `/lang/{locale}/{bundle}.{version}.json`: an area's messages; `current` when the version is today's. */
  localeMessageBundle(
    locale: string,
    file: string,
    config: PublicOrganization,
  ): { messages: Record<string, unknown>; current: boolean } | null;
}

export interface WebBuild {
  clientDir: string;
  template: string;
  ssr: SsrModule;
  pageChunks: PageChunks;
  /** When the build was made (the template's mtime): a rebuild is picked up on the next request. */
  builtAt: number;
}

/** packages/web/dist, found from the TypeScript source and from the esbuild bundle alike. */
export function webDistFolder(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    for (const candidate of [join(dir, 'packages', 'web', 'dist'), join(dir, 'web', 'dist')]) {
      if (existsSync(join(candidate, 'client', 'index.html'))) return candidate;
    }
    dir = dirname(dir);
  }
  return undefined;
}

/** The built web app's public files (packages/web/dist/client), when it is built. */
export function webAssetsFolder(): string | undefined {
  const dist = webDistFolder();
  return dist ? join(dist, 'client') : undefined;
}

function isSsrModule(value: unknown): value is SsrModule {
  const candidate = value as Partial<SsrModule> | null;
  return (
    typeof candidate?.render === 'function' &&
    typeof candidate.localeMessages === 'function' &&
    typeof candidate.localeMessageBundle === 'function'
  );
}

/** Loads the client template (the built index.html) and the SSR entry. */
export async function loadWebBuild(dist = webDistFolder()): Promise<WebBuild | undefined> {
  if (!dist) return undefined;
  const entry = join(dist, 'server', 'entry-server.js');
  const templatePath = join(dist, 'client', 'index.html');
  if (!existsSync(entry) || !existsSync(templatePath)) return undefined;
  const builtAt = buildTime(dist);
  const loaded: unknown = await import(`${pathToFileURL(entry).href}?build=${builtAt}`);
  if (!isSsrModule(loaded))
    throw new Error(`${entry} does not export render, localeMessages and localeMessageBundle`);
  return {
    clientDir: join(dist, 'client'),
    template: readFileSync(templatePath, 'utf8'),
    ssr: loaded,
    pageChunks: readPageChunks(join(dist, 'client')),
    builtAt,
  };
}

/** The newest of the template and the SSR entry (the client is built first, the SSR entry second). */
function buildTime(dist: string): number {
  return Math.max(
    statSync(join(dist, 'client', 'index.html')).mtimeMs,
    statSync(join(dist, 'server', 'entry-server.js')).mtimeMs,
  );
}

/** Whether packages/web was rebuilt since `build` was loaded. */
export function isStale(build: WebBuild): boolean {
  try {
    return buildTime(dirname(build.clientDir)) !== build.builtAt;
  } catch {
    return false;
  }
}
