import type { PublicOrganization } from '@convene/contract';
import type { NavEntry } from './area';
import { AREAS } from './areas';

/** The main modules' entries, in the landing order of spec §1. */
const MAIN_NAV: NavEntry[] = [
  { module: 'activities', path: '/activities', label: 'shell.nav.activities' },
  { module: 'events', path: '/events', label: 'shell.nav.events' },
  { module: 'groups', path: '/groups', label: 'shell.nav.groups' },
  { module: 'channels', path: '/contents', label: 'shell.nav.contents' },
  { module: 'accounts', path: '/accounts', label: 'shell.nav.accounts' },
];

/** The top navigation: main entries and the areas' own, for the enabled modules only. */
export function navigationFor(config: Pick<PublicOrganization, 'MODULES'>): NavEntry[] {
  const entries = [...MAIN_NAV, ...AREAS.flatMap((area) => area.nav ?? [])];
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (!config.MODULES.includes(entry.module) || seen.has(entry.path)) return false;
    seen.add(entry.path);
    return true;
  });
}
