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

/** The username rule, checked as it is typed; the message of the first broken rule. */
export function usernameProblem(username: string): string | null {
  if (!username) return null;
  const result = UsernameSchema.safeParse(username);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export interface SignUpValues {
  email: string;
  username: string;
  password: string;
}

/**
 * Every field's problem at once (the validation wording; translated by `useFormError().translate`):
 * an empty submit flags each required field, not only the first.
 */
export function signUpProblems(values: SignUpValues): Partial<Record<keyof SignUpValues, string>> {
  const email = values.email.trim();
  const problems: Partial<Record<keyof SignUpValues, string>> = {};
  if (!email) problems.email = 'Email is required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    problems.email = 'Enter a valid email address';
  const username = values.username
    ? usernameProblem(values.username)
    : 'Username must be at least 5 characters';
  if (username) problems.username = username;
  if (!values.password) problems.password = 'Password is required';
  else if (values.password.length < 8)
    problems.password = 'Password must be at least 8 characters long';
  return problems;
}
