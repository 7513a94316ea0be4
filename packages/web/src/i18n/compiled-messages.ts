import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { messagesFor, type MessageId } from './catalogue';
import type { MessageTable } from './messages';

/**
 * A locale's messages as the browser gets them (/lang/{locale}.json, the page's bootstrap):
 * parsed once on the server into ICU message ASTs, so the browser bundle leaves the ICU
 * parser out (vite.config.ts aliases it to formatjs' `no-parser` build; react-intl formats
 * ASTs directly). Server-side only: importing this in browser code brings the parser back.
 */
export type Messages = Record<MessageId, MessageFormatElement[]>;

/** Parsed tables by locale and override text; organizations rarely change their overrides. */
const compiled = new Map<string, Messages>();
const COMPILED_LIMIT = 256;

/** `messagesFor` (overrides, then built-in wording), parsed for react-intl. */
export function compiledMessagesFor(
  locale: string,
  overrides: Record<string, MessageTable> | undefined,
): Messages {
  const key = `${locale}\u0000${JSON.stringify(overrides?.[locale] ?? null)}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  const texts = messagesFor(locale, overrides);
  const messages = Object.fromEntries(
    Object.entries(texts).map(([id, text]) => [id, parseOrLiteral(text)]),
  ) as Messages;
  if (compiled.size >= COMPILED_LIMIT) compiled.clear();
  compiled.set(key, messages);
  return messages;
}

/** An override with broken ICU syntax shows as typed rather than breaking the page. */
function parseOrLiteral(text: string): MessageFormatElement[] {
  try {
    return parse(text);
  } catch {
    return [{ type: TYPE.literal, value: text }];
  }
}
