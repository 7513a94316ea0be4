import { formatText, systemLocaleOf } from '@convene/contract';
import { mailMessages, type MailMessageId } from './mail-messages';

export type { MailMessageId };
export type MailValues = Readonly<Record<string, string | number>>;

/** `&<>"'` as character references: text safe inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * One message of `mail-messages.ts` in the recipient's locale: the exact built-in locale,
 * else its base language (`fr-CA` → `fr`), else English; `{name}` placeholders filled in.
 */
export function mailText(
  locale: string | null | undefined,
  id: MailMessageId,
  values: MailValues = {},
): string {
  return formatText(mailMessages[systemLocaleOf(locale)][id], values);
}

/** `mailText` for an HTML body: the text and the values escaped, the `bold` values in <strong>. */
export function mailHtml(
  locale: string | null | undefined,
  id: MailMessageId,
  values: MailValues = {},
  bold: readonly string[] = [],
): string {
  const escaped = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const text = escapeHtml(String(value));
      return [name, bold.includes(name) ? `<strong>${text}</strong>` : text];
    }),
  );
  return formatText(escapeHtml(mailMessages[systemLocaleOf(locale)][id]), escaped);
}
