import { AREAS } from '../app/areas';
import { shellMessages } from '../app/messages';
import { systemMessages } from '../routes/system/messages';
import type { AreaMessages, MessageTable } from './messages';

const tables: AreaMessages[] = [
  shellMessages,
  systemMessages,
  ...AREAS.map((area) => area.messages),
];

/** Built-in English, then the base language (fr for fr-CA), then the exact locale. */
export function builtInMessages(locale: string): MessageTable {
  const base = locale.split('-')[0] ?? locale;
  const merged: MessageTable = {};
  for (const table of tables) Object.assign(merged, table.en);
  if (base !== locale) for (const table of tables) Object.assign(merged, table[base]);
  for (const table of tables) Object.assign(merged, table[locale]);
  return merged;
}

/** Spec §4: the organization's per-locale overrides first, then the built-in wording. */
export function messagesFor(
  locale: string,
  overrides: Record<string, MessageTable> | undefined,
): MessageTable {
  return { ...builtInMessages(locale), ...(overrides?.[locale] ?? {}) };
}
