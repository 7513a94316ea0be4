import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../app/areas';
import {
  AREA_MESSAGES,
  bundleIds,
  bundleMessages,
  messagesVersion,
  SHELL_OWNERS,
} from './bundle-catalogue';
import { MESSAGE_TABLES } from './catalogue';
import { SHELL_BUNDLE } from './message-bundles';

const src = join(import.meta.dirname, '..');
const allIds = new Set(Object.values(MESSAGE_TABLES).flatMap((table) => Object.keys(table.en)));

/** A relative import's file, or null (packages, assets). */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Files that define areas, tables or the route table: not part of a page's code. */
const OUTSIDE_PAGES =
  /(?:\/area\.tsx|\/app\/areas\.ts|\/app\/routes\.tsx|messages(?:\.\w\w)?\.ts)$/;

/** Every file reachable from `start` by static or dynamic imports, area and message files excluded. */
function reachable(start: string, seen = new Set<string>()): Set<string> {
  for (const match of readFileSync(start, 'utf8').matchAll(
    /(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g,
  )) {
    const file = resolveImport(start, match[1]!);
    if (!file || seen.has(file) || OUTSIDE_PAGES.test(file)) continue;
    seen.add(file);
    reachable(file, seen);
  }
  return seen;
}

/** The message ids a source file names: quoted ids, and every id a template like `x.${…}` can make. */
function idsNamedIn(file: string): string[] {
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const ids = [...text.matchAll(/'([a-z][A-Za-z]*\.[\w.]+)'/g)]
    .map((match) => match[1]!)
    .filter((id) => allIds.has(id));
  for (const match of text.matchAll(/`([a-z][A-Za-z]*\.[\w.]*)\$\{/g))
    ids.push(...[...allIds].filter((id) => id.startsWith(match[1]!)));
  return ids;
}

describe('message bundles (decision 0048)', () => {
  it("gives every area's pages the ids they name, in their bundle or the shell's", () => {
    const shell = bundleIds(SHELL_BUNDLE)!;
    const missing: string[] = [];
    // An area lives in routes/<its id>/ (invoices beside events, in events/area.tsx).
    const folderOf = (id: string) => (id === 'invoices' ? 'events' : id);
    for (const folder of new Set(AREAS.map((area) => folderOf(area.id)))) {
      const own = AREAS.filter((area) => folderOf(area.id) === folder).flatMap((area) => [
        ...bundleIds(area.id)!,
      ]);
      const allowed = new Set<string>([...shell, ...own]);
      for (const page of reachable(join(src, 'routes', folder, 'area.tsx')))
        for (const message of idsNamedIn(page))
          if (!allowed.has(message))
            missing.push(`${folder}: ${page.slice(src.length + 1)} names ${message}`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("gives the shell (the first script, its lazy dialogs, the areas' header items) the ids it names", () => {
    const shell = bundleIds(SHELL_BUNDLE)!;
    const headerItems = AREAS.flatMap((area) => {
      const file = join(src, 'routes', area.id, 'area.tsx');
      if (!existsSync(file)) return [];
      const text = readFileSync(file, 'utf8');
      return [
        ...text.matchAll(/lazy\(\s*async \(\) => \(\{\s*default: \(await import\('(\.[^']+)'\)/g),
      ]
        .map((match) => resolveImport(file, match[1]!))
        .filter((item): item is string => item !== null);
    });
    expect(headerItems.length).toBeGreaterThan(1);
    const files = new Set([join(src, 'entry-client.tsx'), ...headerItems]);
    for (const file of [...files]) for (const next of reachable(file)) files.add(next);
    const missing = [...files].flatMap((file) =>
      idsNamedIn(file)
        .filter((id) => !shell.has(id as never))
        .map((id) => `${file.slice(src.length + 1)} names ${id}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('declares the bundle of every area', () => {
    expect(AREAS.map((area) => area.id).filter((id) => !AREA_MESSAGES[id])).toEqual([]);
  });

  it("keeps the shell's bundle to the shell's tables and the labels areas name", () => {
    const shell = bundleIds(SHELL_BUNDLE)!;
    expect(shell.has('shell.signIn')).toBe(true);
    expect(shell.has('shell.nav.events')).toBe(true);
    expect(shell.has('events.notifications.reminders')).toBe(true);
    expect(shell.has('events.register')).toBe(false);
    expect(SHELL_OWNERS).not.toContain('events');
  });

  it("cuts a bundle from the locale's messages with the organization's overrides", () => {
    const overrides = { fr: { 'events.register': "S'inscrire vite" } };
    const events = bundleMessages('fr', overrides, 'events')!;
    expect(events['events.register']).toEqual([{ type: 0, value: "S'inscrire vite" }]);
    expect(events['shell.signIn']).toBeUndefined();
    expect(bundleMessages('fr', overrides, 'no-such-area')).toBeNull();
  });

  it('names the files by a version that changes with the overrides only', () => {
    const plain = messagesVersion({ LANGUAGES: {} });
    expect(plain).toBe(messagesVersion({ LANGUAGES: {} }));
    expect(messagesVersion({ LANGUAGES: { fr: { 'shell.signIn': 'Entrer' } } })).not.toBe(plain);
  });
});
