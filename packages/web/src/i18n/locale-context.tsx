import { createContext, useContext } from 'react';

export interface LocaleState {
  /** The locale the page is in. */
  locale: string;
  /** Stores the choice, saves it on the account when signed in and moves the page to that locale. */
  setLocale: (locale: string) => Promise<void>;
  /** An app path (no locale prefix) in the current locale. */
  localize: (path: string) => string;
  openLanguageDialog: () => void;
}

export const LocaleContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale must be used inside the app router');
  return state;
}
