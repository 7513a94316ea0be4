/** One locale's messages: message id → text (ICU message syntax). */
export type MessageTable = Record<string, string>;

/**
 * The messages an area ships: English is required and complete; other locales are
 * optional and may be partial (missing ids fall back to English).
 */
export interface AreaMessages {
  en: MessageTable;
  [locale: string]: MessageTable | undefined;
}

/** Languages every system page is written in (spec §2). */
export const SYSTEM_LOCALES = ['en', 'es', 'fr', 'ja'] as const;
