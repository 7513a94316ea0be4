import { ApiError } from '@convene/client';
import { LISTING_MESSAGES } from '@convene/contract';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';

/** The server's messages this area words itself (the rest are shown as the server says them). */
const KNOWN: Partial<Record<string, MessageId>> = {
  [LISTING_MESSAGES.sessionOutsideEvent]: 'hostProgram.sessions.outside',
  [LISTING_MESSAGES.sessionTimesOrder]: 'hostProgram.sessions.order',
  [LISTING_MESSAGES.choicesRequired]: 'hostProgram.questions.choicesNeeded',
};

/** The bodies that wrap what they write (`{session: {…}}`, `{speaker: {…}}`). */
const WRAPPERS = new Set(['session', 'speaker']);

/**
 * The field errors of a failed write, by the field's name in the form (`session.startTime`
 * → `startTime`, `choices.1.value` → `choices`), in the reader's language where this area knows the message. The toast the
 * app shows for every failed mutation says the same above the form.
 */
export function useServerErrors(error: unknown): (field: string) => string | null {
  const intl = useIntl();
  const byField = new Map<string, string>();
  if (error instanceof ApiError) {
    const errors = error.errors.length
      ? error.errors
      : error.field
        ? [{ field: error.field, message: error.message }]
        : [];
    for (const { field, message } of errors) {
      const parts = field.split('.');
      const name = (WRAPPERS.has(parts[0] ?? '') ? parts[1] : parts[0]) ?? field;
      if (byField.has(name)) continue;
      const id = KNOWN[message];
      byField.set(name, id ? intl.formatMessage({ id }) : message);
    }
  }
  return (field) => byField.get(field) ?? null;
}
