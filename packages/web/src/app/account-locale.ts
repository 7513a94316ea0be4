import { useSelf, useUpdateAccountLocale } from '@convene/client';
import { useMemo } from 'react';
import { useSession } from './session';

export interface AccountLocale {
  /** The signed-in account's saved locale; null when signed out or none is saved. */
  locale: string | null;
  /** True while the signed-in account is still being read (its locale not known yet). */
  pending: boolean;
  /** Saves a new locale on the account (when signed in). */
  save: (locale: string) => void;
}

/** The signed-in account's saved locale, and saving a new one on the account. */
export function useAccountLocale(): AccountLocale {
  const { authenticated } = useSession();
  const self = useSelf({ enabled: authenticated });
  const { mutate } = useUpdateAccountLocale();
  const locale = authenticated ? (self.data?.locale ?? null) : null;
  const pending = authenticated && self.isPending;
  return useMemo(
    () => ({
      locale,
      pending,
      save: (next: string) => {
        if (authenticated) mutate(next);
      },
    }),
    [authenticated, locale, pending, mutate],
  );
}
