import { useUpdateAccountLocale } from '@convene/client';
import { useMemo } from 'react';
import { useCurrentAccount } from './current-account';
import { useSession } from './session';

/** The signed-in account's saved locale, and saving a new one on the account (spec §4). */
export function useAccountLocale(): { locale: string | null; save: (locale: string) => void } {
  const { authenticated } = useSession();
  const account = useCurrentAccount();
  const { mutate } = useUpdateAccountLocale();
  return useMemo(
    () => ({
      locale: authenticated ? (account?.locale ?? null) : null,
      save: (locale: string) => {
        if (authenticated) mutate(locale);
      },
    }),
    [authenticated, account?.locale, mutate],
  );
}
