import { useApiClient } from '@convene/client';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCurrentAccount } from './current-account';
import { useSession } from './session';

/** The signed-in account's saved locale, and saving a new one on the account (spec §4). */
export function useAccountLocale(): { locale: string | null; save: (locale: string) => void } {
  const api = useApiClient();
  const { authenticated } = useSession();
  const account = useCurrentAccount();
  const update = useMutation({
    mutationFn: (locale: string) => api.put<unknown>('/login/account/locale', { locale }),
  });
  const { mutate } = update;
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
