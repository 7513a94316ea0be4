import { LISTING_MESSAGES } from '@convene/contract';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';
import { fieldErrorsOf } from '../../lib/field-errors';

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
  const byField = fieldErrorsOf(error, WRAPPERS);
  return (field) => {
    const message = byField.get(field);
    if (message === undefined) return null;
    const id = KNOWN[message];
    return id ? intl.formatMessage({ id }) : message;
  };
}
