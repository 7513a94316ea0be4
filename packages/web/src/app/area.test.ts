import type { IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { handleOf, page, type PrefetchContext } from './area';

const Profile = () => null;
const intl = { formatMessage: ({ id }: { id: string }) => `text of ${id}` } as IntlShape;
const context = { intl } as PrefetchContext;

describe('page(): a lazy route from an import, an export name and options', () => {
  it('declares access and a title statically, and loads the component on demand', async () => {
    let loads = 0;
    const route = page(
      'settings/profile',
      async () => {
        loads += 1;
        return { ProfileSettingsPage: Profile };
      },
      'ProfileSettingsPage',
      { access: 'signed-in', title: 'settings.profile.title' },
    );
    expect(route.path).toBe('settings/profile');
    expect(loads).toBe(0);
    expect(handleOf(route).access).toBe('signed-in');
    expect(handleOf(route).meta?.(context)).toEqual({ title: 'text of settings.profile.title' });
    const lazy = route.lazy as () => Promise<Record<string, unknown>>;
    expect(await lazy()).toEqual({ Component: Profile });
    expect(loads).toBe(1);
  });

  it('takes a data page’s prefetch and meta from its module (`<stem>Prefetch`, `<stem>Meta`)', async () => {
    const groupPrefetch = async () => 'prefetched';
    const groupMeta = () => ({ title: 'A group' });
    const route = page(
      'groups/:slug',
      async () => ({ GroupPage: Profile, groupPrefetch, groupMeta }),
      'GroupPage',
      { data: true },
    );
    // No static handle: React Router would keep it over the one `lazy` returns.
    expect(route.handle).toBeUndefined();
    const lazy = route.lazy as () => Promise<{ Component: unknown; handle: unknown }>;
    const loaded = await lazy();
    expect(loaded.Component).toBe(Profile);
    expect(handleOf(loaded).prefetch).toBe(groupPrefetch);
    expect(handleOf(loaded).meta).toBe(groupMeta);
  });
});
