/**
 * Message tables shared by the web app (react-intl, ICU syntax) and the server (mails and
 * notifications, `{name}` placeholders): id → text, one table per built-in locale.
 */

/**
 * Languages every built-in message is written in: each table is complete in all of them,
 * so these get a full interface; other languages format dates and numbers only.
 */
export const SYSTEM_LOCALES = ['en', 'es', 'fr', 'ja', 'de', 'pt'] as const;
export type SystemLocale = (typeof SYSTEM_LOCALES)[number];

/**
 * The messages of one owner (a web area, the server's mails …). The English table defines
 * the ids; every other built-in locale has exactly the same ids.
 */
export type MessageTables<Id extends string = string> = Record<SystemLocale, Record<Id, string>>;

/**
 * Declares a message table: `defineMessages({ en, es, fr, ja, de })`, one key per entry of
 * SYSTEM_LOCALES. The ids are those of `en`; a translation missing one (or adding one), or
 * a missing locale, does not compile.
 */
export function defineMessages<Id extends string>(
  messages: { en: Record<Id, string> } & Record<
    Exclude<SystemLocale, 'en'>,
    Record<NoInfer<Id>, string>
  >,
): MessageTables<Id> {
  return messages;
}

/** The built-in locale for a language code: exact (`fr`), else its base (`fr-CA` → `fr`), else English. */
export function systemLocaleOf(locale: string | null | undefined): SystemLocale {
  const candidates = locale ? [locale, locale.split('-')[0]] : [];
  const known: readonly string[] = SYSTEM_LOCALES;
  return (candidates.find((candidate) => candidate && known.includes(candidate)) ??
    'en') as SystemLocale;
}

/** Replaces each `{name}` with its value; an unknown placeholder is left as written. */
export function formatText(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
