import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { TextField } from '../../components/text-field';
import { useLocale } from '../../i18n/locale-context';
import { AuthCard, FormAlert, linkClass } from './auth-card';
import { useFormError } from './auth-errors';
import { useAfterSignIn } from './use-after-sign-in';

/** /auth/confirm?email=…: the code from the sign-up mail, with resend. */
export function ConfirmPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { identity } = useSession();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const afterSignIn = useAfterSignIn();
  const errors = useFormError();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState<string | null>(null);
  const emailGiven = Boolean(params.get('email'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    if (!email.trim()) {
      errors.set({ message: 'Email is required', field: 'email' });
      return;
    }
    if (!code.trim()) {
      errors.set({ message: 'Please enter a code', field: 'code' });
      return;
    }
    setBusy(true);
    try {
      const result = await identity.confirmSignUp(email, code);
      if (result?.signedIn) await afterSignIn({ newMember: true });
      else navigate(localize('/auth/sign-in'), { state: { notice: 'auth.notice.confirmed' } });
    } catch (error) {
      errors.fail(error);
      setBusy(false);
    }
  };

  const resend = async () => {
    errors.clear();
    setResent(null);
    if (!email.trim()) {
      errors.set({ message: 'Email is required', field: 'email' });
      return;
    }
    setResending(true);
    try {
      const details = await identity.resendConfirmationCode(email, intl.locale);
      setResent(
        details?.Destination
          ? intl.formatMessage({ id: 'auth.confirm.resent' }, { destination: details.Destination })
          : intl.formatMessage({ id: 'auth.confirm.resentNoDestination' }),
      );
    } catch (error) {
      errors.fail(error);
    } finally {
      setResending(false);
    }
  };

  const codeError =
    errors.fieldError('code') ??
    (errors.error?.code === 'CodeMismatchException' || errors.error?.code === 'ExpiredCodeException'
      ? errors.translate(errors.error.message)
      : null);
  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.confirm.title' })}
      subtitle={
        emailGiven
          ? intl.formatMessage({ id: 'auth.confirm.subtitle' }, { email: params.get('email') })
          : intl.formatMessage({ id: 'auth.confirm.subtitleNoEmail' })
      }
      footer={
        <Link to="/auth/sign-in" className={linkClass}>
          {intl.formatMessage({ id: 'auth.backToSignIn' })}
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {resent ? <FormAlert tone="info">{resent}</FormAlert> : null}
        <FormAlert>{codeError ? null : errors.formError()}</FormAlert>
        {emailGiven ? null : (
          <TextField
            label={intl.formatMessage({ id: 'auth.email' })}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.fieldError('email')}
            required
          />
        )}
        <TextField
          label={intl.formatMessage({ id: 'auth.code' })}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={codeError}
          autoFocus
          required
        />
        <Button type="submit" loading={busy} fullWidth>
          {intl.formatMessage({ id: 'auth.confirm.submit' })}
        </Button>
        <Button
          type="button"
          variant="white"
          loading={resending}
          onClick={() => void resend()}
          fullWidth
        >
          {intl.formatMessage({ id: 'auth.confirm.resend' })}
        </Button>
      </form>
    </AuthCard>
  );
}
