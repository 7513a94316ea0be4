// Bundles the server (and the workspace packages it imports) into dist/server.js;
// npm packages stay external and load from node_modules.
import { build } from 'esbuild';

const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  // Workspace packages ship TypeScript source: bundle them in.
  plugins: [
    {
      name: 'bundle-workspace',
      setup(b) {
        b.onResolve({ filter: /^@convene\// }, (args) => ({
          path: new URL(`../${args.path.slice(9)}/src/index.ts`, import.meta.url).pathname,
        }));
      },
    },
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
};

await build({
  ...shared,
  entryPoints: { server: 'src/server.ts', org: 'src/cli/org.ts' },
  outdir: 'dist',
});
