import { ApiError, useConfirmEmailRegistration, useStartEmailRegistration } from '@convene/client';
import {
  EMAIL_REGISTRATION_MESSAGES,
  type EmailRegistrationCodeSent,
  type EmailRegistrationResult,
} from '@convene/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { clearUserQueries, useSession } from '../../app/session';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { TextField, type TextFieldProps } from '../../components/text-field';
import type { MessageId } from '../../i18n/catalogue';
import { useLocale } from '../../i18n/locale-context';
import { useTermsAgreement } from './terms';

type Field = 'name' | 'email' | 'code';
const LABELS: Record<Field, MessageId> = {
  name: 'events.emailRegistration.name',
  email: 'events.emailRegistration.email',
  code: 'events.emailRegistration.code',
};
interface Problem {
  field: Field | null;
  id: MessageId;
}

/** What the server's refusal means to the visitor, on the field it concerns. */
function problemOf(error: unknown): Problem {
  if (error instanceof ApiError) {
    if (error.status === 429)
      return { field: 'code', id: 'events.emailRegistration.error.tooMany' };
    if (error.message === EMAIL_REGISTRATION_MESSAGES.codeMismatch)
      return { field: 'code', id: 'events.emailRegistration.error.codeMismatch' };
    if (error.message === EMAIL_REGISTRATION_MESSAGES.codeExpired)
      return { field: 'code', id: 'events.emailRegistration.error.codeExpired' };
    if (error.field === 'name') return { field: 'name', id: 'events.emailRegistration.error.name' };
    if (error.field === 'email')
      return { field: 'email', id: 'events.emailRegistration.error.email' };
  }
  return { field: null, id: 'events.emailRegistration.error.failed' };
}

/**
 * On an event page, signed out (decision 0069): a name and an email, then the mailed code;
 * with it the visitor is signed in and registered (the pass page), or sent on to the
 * normal registration when the event asks for more (questions, a choice, a payment).
 */
export function EmailRegistration({ eventId, slug }: { eventId: string; slug: string }) {
  const intl = useIntl();
  const headingId = useId();
  const { identity, changed } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const start = useStartEmailRegistration(eventId);
  const confirm = useConfirmEmailRegistration(eventId);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<EmailRegistrationCodeSent | null>(null);
  const [full, setFull] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // The organization's terms, agreed to before the code is sent (decision 0055).
  const terms = useTermsAgreement(false);
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const errorOn = (field: Field) => (problem?.field === field ? t(problem.id) : null);
  const input = (
    field: Field,
    value: string,
    set: (value: string) => void,
    props: Omit<TextFieldProps, 'label'>,
  ) => (
    <TextField
      label={t(LABELS[field])}
      name={field}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={errorOn(field)}
      {...props}
    />
  );

  const sendCode = async () => {
    setProblem(null);
    if (!name.trim())
      return setProblem({ field: 'name', id: 'events.emailRegistration.error.name' });
    if (!/^\S+@\S+\.\S+$/.test(email.trim()))
      return setProblem({ field: 'email', id: 'events.emailRegistration.error.email' });
    if (!terms.confirm()) return;
    try {
      setSent(
        await start.mutateAsync({ name: name.trim(), email: email.trim(), locale: intl.locale }),
      );
      setCode('');
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  const signedIn = (result: EmailRegistrationResult) => {
    identity.storeAuthenticationResult(result.authenticationResult);
    clearUserQueries(queryClient);
    changed();
    if (result.outcome === 'registered')
      navigate(localize(`/events/${slug}/confirmation`), { replace: true });
    else if (result.outcome === 'continue') navigate(localize(`/events/${slug}/register`));
    else setFull(true);
  };

  const submitCode = async () => {
    setProblem(null);
    if (!code.trim())
      return setProblem({ field: 'code', id: 'events.emailRegistration.error.code' });
    try {
      signedIn(
        await confirm.mutateAsync({
          email: email.trim(),
          code: code.trim(),
          ...(terms.hasTerms ? { termsAccepted: terms.agreed } : {}),
        }),
      );
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (sent ? submitCode() : sendCode());
  };

  if (full)
    return (
      <div className="flex flex-col gap-2" data-testid="email-registration">
        <p role="status">{t('events.emailRegistration.full')}</p>
        <Link to={`/events/${slug}/register`} className="font-semibold text-primary underline">
          {t('events.waitlist.join')}
        </Link>
      </div>
    );

  return (
    <form
      className="flex flex-col gap-3 border-t border-gray-200 pt-3 dark:border-white/10"
      aria-labelledby={headingId}
      onSubmit={onSubmit}
      noValidate
      data-testid="email-registration"
    >
      <h2 id={headingId} className="font-semibold">
        {t('events.emailRegistration.title')}
      </h2>
      {sent ? (
        <>
          <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
            {t('events.emailRegistration.sent', {
              destination: sent.destination,
              minutes: Math.round(sent.expiresIn / 60),
            })}
          </p>
          {input('code', code, setCode, {
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            maxLength: 12,
            autoFocus: true,
          })}
          <Button type="submit" fullWidth loading={confirm.isPending}>
            {t('events.emailRegistration.confirm')}
          </Button>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Button variant="secondary" size="small" loading={start.isPending} onClick={sendCode}>
              {t('events.emailRegistration.resend')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                setSent(null);
                setProblem(null);
              }}
            >
              {t('events.emailRegistration.change')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {t('events.emailRegistration.intro')}
          </p>
          {input('name', name, setName, { autoComplete: 'name', maxLength: 80 })}
          {input('email', email, setEmail, {
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            maxLength: 254,
          })}
          {terms.hasTerms ? terms.field : null}
          <Button type="submit" fullWidth loading={start.isPending}>
            {t('events.emailRegistration.send')}
          </Button>
        </>
      )}
      {problem && problem.field === null ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t(problem.id)}
        </p>
      ) : null}
    </form>
  );
}
