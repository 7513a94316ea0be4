import type { MessageTables } from '@convene/contract';

export { defineMessages, SYSTEM_LOCALES, type SystemLocale } from '@convene/contract';

/** One locale's messages: message id → text (ICU message syntax). */
export type MessageTable = Record<string, string>;

/**
 * The messages an area (or the shell, or a shared component family) ships, declared with
 * `defineMessages({ en, es, fr, ja })`: the English table defines the ids and every other
 * built-in locale has exactly the same ids (checked by the compiler and by catalogue.test.ts).
 */
export type AreaMessages<Id extends string = string> = MessageTables<Id>;
