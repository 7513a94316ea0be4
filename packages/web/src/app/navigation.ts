import { isModuleEnabled, type ModulesConfig } from '@convene/contract';
import type { NavEntry } from './area';
import { AREAS } from './areas';

/** The main modules' entries, in the landing order. */
const MAIN_NAV: NavEntry[] = [
  { module: 'activities', path: '/activities', label: 'shell.nav.activities' },
  { module: 'events', path: '/events', label: 'shell.nav.events' },
  { module: 'groups', path: '/groups', label: 'shell.nav.groups' },
  { module: 'channels', path: '/contents', label: 'shell.nav.contents' },
  { module: 'accounts', path: '/accounts', label: 'shell.nav.accounts' },
];

/** The first path segment of every page an area serves ('groups' for 'groups/:id'). */
const SERVED = new Set(
  AREAS.flatMap((area) => area.routes.map((route) => route.path?.split('/')[0] ?? '')),
);

/**
 * The top navigation: main entries and the areas' own, for the enabled modules only, and
 * only where an area serves the page (a module without pages yet gets no dead link).
 */
export function navigationFor(config: ModulesConfig): NavEntry[] {
  const entries = [...MAIN_NAV, ...AREAS.flatMap((area) => area.nav ?? [])];
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (!isModuleEnabled(config, entry.module) || seen.has(entry.path)) return false;
    if (!SERVED.has(entry.path.replace(/^\//, '').split('/')[0] ?? '')) return false;
    seen.add(entry.path);
    return true;
  });
}
