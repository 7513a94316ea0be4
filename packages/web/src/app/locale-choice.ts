import { systemLocaleOf, type PublicOrganization } from '@convene/contract';
import { prefixedLocales } from '../i18n/locale-path';

type LocaleConfig = Pick<PublicOrganization, 'LOCALES' | 'DEFAULT_LOCALE'>;

export interface StartLocaleInput {
  /** The path the visit started on (the address typed or followed). */
  startPath: string;
  /** The signed-in account's saved locale; null when signed out or none is saved. */
  account: string | null;
  /** The locale remembered in local storage. */
  stored: string | null;
}

export interface StartLocale {
  /** The locale to move the page to; null to stay where the address says. */
  moveTo: string | null;
  /** The locale to remember in local storage (the account's), if any. */
  remember: string | null;
}

const STAY: StartLocale = { moveTo: null, remember: null };

/** True when the path names its locale with a /{locale} prefix (an explicit choice). */
export function hasLocalePrefix(path: string, config: LocaleConfig): boolean {
  const first = path.split('/')[1] ?? '';
  return prefixedLocales(config).includes(first);
}

/**
 * The language choice, made once when a visit starts: the account's saved locale,
 * then the one in local storage, otherwise the address's (the default without a prefix).
 * An address with a /{locale} prefix is an explicit choice and wins for that visit, so a
 * typed /fr/… is never sent back to another locale.
 */
export function startLocale(input: StartLocaleInput, config: LocaleConfig): StartLocale {
  if (hasLocalePrefix(input.startPath, config)) return STAY;
  const current = config.DEFAULT_LOCALE;
  const offered = (locale: string | null): locale is string =>
    locale !== null && config.LOCALES.includes(locale);
  if (offered(input.account))
    return { moveTo: input.account === current ? null : input.account, remember: input.account };
  if (offered(input.stored) && input.stored !== current)
    return { moveTo: input.stored, remember: null };
  return STAY;
}

/**
 * How much of the product a language gets: its whole interface (a built-in translation of
 * it or of its base language, fr-CA from fr), or only its dates and numbers, the words
 * staying English. The language dialog marks each language with it.
 */
export type LanguageSupport = 'interface' | 'formats';

export function languageSupport(locale: string): LanguageSupport {
  const base = locale.split('-')[0];
  return systemLocaleOf(locale) !== 'en' || base === 'en' ? 'interface' : 'formats';
}
