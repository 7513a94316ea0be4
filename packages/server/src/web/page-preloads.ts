import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The files each lazy page module of the web app loads beyond the first script (its chunk,
 * the chunks it imports, their styles), by the page's export name: `EventPage` →
 * `['/assets/event-page-….js', …]`. Written by the web build (packages/web/vite.config.ts,
 * pageChunks) to `.vite/page-chunks.json`.
 */
export type PageChunks = Readonly<Record<string, readonly string[]>>;

/** Plain paths of the build's files (nothing to escape in an attribute). */
const PageChunksSchema = z.record(z.string(), z.array(z.string().regex(/^\/[\w./-]+$/)));

/** The build's page chunks; none (no preloads, pages still work) when the file is missing or malformed. */
export function readPageChunks(clientDir: string): PageChunks {
  try {
    return PageChunksSchema.parse(
      JSON.parse(readFileSync(join(clientDir, '.vite', 'page-chunks.json'), 'utf8')),
    );
  } catch {
    return {};
  }
}

/**
 * The head links that fetch what the page modules `pages` load, so the browser downloads
 * them beside the first script rather than after running it. The browser's own preloading
 * (Vite's helper) finds these links and adds none of its own. Scripts ask for a low
 * priority, as the first script does: the page is readable before they run, and its
 * styles and main image should have the network first.
 */
export function pagePreloads(chunks: PageChunks, pages: readonly string[]): string {
  const files = new Set(pages.flatMap((page) => chunks[page] ?? []));
  return [...files]
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="${file}">`
        : `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`,
    )
    .join('\n    ');
}
