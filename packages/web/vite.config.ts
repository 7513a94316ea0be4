/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Fields of an endpoint the browser never reads (schemas and documentation): it uses `method` and `path`. */
const DROPPED_FIELDS = new Set([
  'params',
  'query',
  'body',
  'data',
  'summary',
  'description',
  'tags',
]);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && value && typeof value === 'object') walk(value, visit);
}

/**
 * Browser build only, for the contract's sources (`packages/contract/src`):
 * - drops the zod schemas and the documentation from `defineEndpoint({...})` declarations
 *   (`params`, `query`, `body`, `data`, `summary`, `description`, `tags` become
 *   `undefined`): the API client reads an endpoint's method and path only;
 * - makes every top-level `const` initializer with a call pure (`z.object(...)`,
 *   `Schema.extend(...)`), so a schema nobody uses in the browser is dropped.
 * With both, zod and the schema definitions leave the shell's bundle and load only with the
 * pages that validate input themselves. Types are unaffected (the build does not typecheck).
 */
function contractSchemasOutOfBrowser(): Plugin {
  return {
    name: 'convene:contract-schemas-out-of-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: /packages\/contract\/src\/.+(?<!\.test)\.ts$/ },
      handler(code, id) {
        const ast = this.parse(code, { lang: 'ts' }) as unknown as Node;
        const edits: Array<{ at: number; end: number; text: string }> = [];
        const endpoints = id.endsWith('.endpoints.ts');
        for (const statement of ast.body as Node[]) {
          const declaration =
            statement.type === 'ExportNamedDeclaration'
              ? (statement.declaration as Node)
              : statement;
          if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
          for (const declarator of declaration.declarations as Node[]) {
            const init = declarator.init as Node | null;
            if (!init) continue;
            let calls = false;
            walk(init, (node) => {
              if (node.type === 'CallExpression' || node.type === 'NewExpression') calls = true;
              const callee = node.callee as Node | undefined;
              if (!endpoints || node.type !== 'CallExpression' || callee?.type !== 'Identifier')
                return;
              if (callee.name !== 'defineEndpoint') return;
              const [spec] = node.arguments as Node[];
              if (spec?.type !== 'ObjectExpression') return;
              for (const property of spec.properties as Node[]) {
                const key = property.key as Node | undefined;
                const name = key?.type === 'Identifier' ? (key.name as string) : undefined;
                const value = property.value as Node | undefined;
                if (property.type === 'Property' && name && DROPPED_FIELDS.has(name) && value)
                  edits.push({ at: value.start, end: value.end, text: 'undefined' });
              }
            });
            // `/* @__PURE__ */ (() => (init))()`: the whole initializer, chains included, is
            // dropped when the constant is unused; evaluated as before when it is used.
            if (calls) {
              edits.push({ at: init.end, end: init.end, text: '))()' });
              edits.push({ at: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' });
            }
          }
        }
        if (edits.length === 0) return null;
        let out = code;
        // From the end backwards, so earlier offsets stay valid (stable sort keeps the order
        // of the two insertions at one offset).
        for (const edit of edits.sort((a, b) => b.at - a.at))
          out = `${out.slice(0, edit.at)}${edit.text}${out.slice(edit.end)}`;
        return { code: out, map: null };
      },
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Browser build only: writes `x.br` and `x.gz` beside every compressible file of at least
 * 1 KB in the output (assets and public files), served by @fastify/static's
 * `preCompressed` (packages/server/src/web/web-plugin.ts). A compressed copy that is not
 * smaller than the file is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'convene:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.endsWith('/index.html')) continue;
        if (statSync(file).size < MIN_BYTES) continue;
        const source = readFileSync(file);
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/**
 * Browser build only: writes `.vite/page-chunks.json`, the files each page module loads
 * beyond the first script, by the page's export name (`EventPage`: its chunk, the chunks it
 * imports and their styles). The server names them in the head of a page it renders
 * (packages/server/src/web/page-preloads.ts), so the browser fetches them beside the first
 * script instead of after running it. An export name two page modules share is left out.
 */
function pageChunks(): Plugin {
  return {
    name: 'convene:page-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file] as const] : [],
        ),
      );
      const first = new Set<string>();
      const reach = (fileName: string, into: Set<string>) => {
        if (into.has(fileName) || first.has(fileName)) return;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) reach(imported, into);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) reach(chunk.fileName, first);
      const pages: Record<string, string[]> = {};
      const shared = new Set<string>();
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry) continue;
        const files = new Set<string>();
        reach(chunk.fileName, files);
        const styles = [...files].flatMap((file) => [
          ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        for (const name of chunk.exports) {
          if (name in pages) shared.add(name);
          pages[name] = [...files, ...styles].map((file) => `/${file}`);
        }
      }
      for (const name of shared) delete pages[name];
      this.emitFile({
        type: 'asset',
        fileName: '.vite/page-chunks.json',
        source: JSON.stringify(pages),
      });
    },
  };
}

/**
 * Browser build only: the first script and its module preloads ask for a low fetch
 * priority. A server-rendered page is readable before any script runs, so its styles and
 * its main image should have the network first; the scripts make it interactive a moment
 * later. The page's own chunks get the same (packages/server/src/web/page-preloads.ts).
 */
function scriptsAfterStyles(): Plugin {
  return {
    name: 'convene:scripts-after-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
          .replaceAll(
            '<link rel="modulepreload" ',
            '<link rel="modulepreload" fetchpriority="low" ',
          ),
    },
  };
}

/**
 * React Router 7 exports only its development build (its checks and warnings run on every
 * render and navigation: they were a tenth of a server render's CPU), though its package
 * ships a production build beside it; its maintainers track this as a known issue. Builds
 * use the production files by path.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: resolve(reactRouterDist, 'production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: resolve(reactRouterDist, 'production/dom-export.mjs'),
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    contractSchemasOutOfBrowser(),
    pageChunks(),
    scriptsAfterStyles(),
    precompress(),
  ],
  // The browser gets its messages already parsed (src/i18n/compiled-messages.ts), so its
  // bundle leaves the ICU parser out, as formatjs documents ("no-parser").
  resolve: {
    alias: [
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
      ...(command === 'build' && !isSsrBuild
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : []),
    ],
  },
  // Bundled, so the server renders with the same production build of React Router as the
  // browser (REACT_ROUTER_PRODUCTION) rather than the one Node's resolution picks.
  ssr: command === 'build' ? { noExternal: ['react-router'] } : undefined,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: the chunks of each page, read by the size budget
    // (scripts/web-budget.mjs). Not served (dot folders are skipped).
    manifest: !isSsrBuild,
    // Every browser the app supports preloads modules natively.
    modulePreload: { polyfill: false },
    // The server entry stays one file: the server imports it with a cache-busting query
    // (ssr-module.ts), so chunks importing it back would load a second copy (other contexts).
    ...(isSsrBuild
      ? { rolldownOptions: { output: { codeSplitting: false } } }
      : {
          // What the first page needs (every module the entry imports statically) in one
          // chunk rather than some thirty of a few hundred bytes: on a phone's network each
          // request waits its turn for a connection, and they held back the page's image.
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'shell',
                    tags: ['$initial' as const],
                    includeDependenciesRecursively: false,
                    // Not the entry itself; not zod, which the shell's imports reach but
                    // only pages that validate input run (contractSchemasOutOfBrowser).
                    test: (id: string) =>
                      !/(?:index\.html|src\/entry-client\.tsx)$/.test(id) &&
                      !/node_modules[\\/]zod[\\/]/.test(id),
                  },
                ],
              },
            },
          },
        }),
  },
  test: {
    // Each test file in a fresh VM context of a long-lived worker, not a fresh process: jsdom
    // and the app's modules load once per worker instead of once per file (the suite in a
    // third of the time, docs/testing.md). The client package stays on processes: jsdom
    // gives a VM context no WebCrypto, which its session cipher needs.
    pool: 'vmThreads',
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/identity': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
    },
  },
}));
