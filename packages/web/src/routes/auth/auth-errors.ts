import { AuthError, errorMessage } from '@convene/client';
import { UsernameSchema } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { knownMessageId } from './messages';

export interface FormError {
  message: string;
  /** The input it belongs to (shown under it), else shown above the form. */
  field?: string | undefined;
  code?: string | undefined;
}

/** A form's current error, translated when it is one of the known spec messages. */
export function useFormError() {
  const intl = useIntl();
  const [error, setError] = useState<FormError | null>(null);
  const translate = (text: string) => {
    const id = knownMessageId(text);
    return id ? intl.formatMessage({ id }) : text;
  };
  return {
    error,
    clear: () => setError(null),
    set: (next: FormError) => setError(next),
    /** From whatever an SDK call threw. */
    fail: (thrown: unknown) => {
      if (thrown instanceof AuthError)
        setError({ message: thrown.message, field: thrown.field, code: thrown.code });
      else setError({ message: errorMessage(thrown) });
    },
    fieldError: (field: string) => (error?.field === field ? translate(error.message) : null),
    formError: () => (error && !error.field ? translate(error.message) : null),
    translate,
  };
}

/** Spec §5: the username rule, checked as it is typed; the message of the first broken rule. */
export function usernameProblem(username: string): string | null {
  if (!username) return null;
  const result = UsernameSchema.safeParse(username);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
