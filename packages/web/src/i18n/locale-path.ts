import type { PublicOrganization } from '@convene/contract';

type LocaleConfig = Pick<PublicOrganization, 'LOCALES' | 'DEFAULT_LOCALE'>;

/** The locales that appear as a path prefix: every configured one except the default. */
export function prefixedLocales(config: LocaleConfig): string[] {
  return config.LOCALES.filter((locale) => locale !== config.DEFAULT_LOCALE);
}

/** The locale a path is in: its /{locale} prefix when configured, else the default. */
export function localeFromPath(pathname: string, config: LocaleConfig): string {
  const first = pathname.split('/')[1] ?? '';
  return prefixedLocales(config).find((locale) => locale === first) ?? config.DEFAULT_LOCALE;
}

/** The path without its locale prefix (always starts with /). */
export function stripLocale(pathname: string, config: LocaleConfig): string {
  const locale = localeFromPath(pathname, config);
  if (locale === config.DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** `path` (without prefix) in `locale`: the default locale has no prefix, others use /{locale}/…. */
export function localizePath(path: string, locale: string, config: LocaleConfig): string {
  if (!path.startsWith('/')) return path;
  if (locale === config.DEFAULT_LOCALE || !config.LOCALES.includes(locale)) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
