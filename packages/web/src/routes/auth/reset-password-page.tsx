import { AuthError } from '@convene/client';
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

/** /auth/reset-password?email=…: the code from the mail and a new password. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { identity } = useSession();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const errors = useFormError();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    if (!email.trim()) return errors.set({ message: 'Email is required', field: 'email' });
    if (!code.trim()) return errors.set({ message: 'Please enter a code', field: 'code' });
    setBusy(true);
    try {
      await identity.confirmForgotPassword(email, code, password);
      navigate(localize('/auth/sign-in'), { state: { notice: 'auth.notice.passwordReset' } });
    } catch (error) {
      // An email without a login reads as a wrong code: no answer tells whether it exists.
      if (error instanceof AuthError && error.code === 'UserNotFoundException')
        errors.set({ message: 'Invalid verification code', code: 'CodeMismatchException' });
      else errors.fail(error);
      setBusy(false);
    }
  };

  const codeProblem =
    errors.error?.code === 'CodeMismatchException' || errors.error?.code === 'ExpiredCodeException';
  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.reset.title' })}
      subtitle={intl.formatMessage({ id: 'auth.reset.subtitle' }, { email: email || '…' })}
      footer={
        <Link to="/auth/sign-in" className={linkClass}>
          {intl.formatMessage({ id: 'auth.backToSignIn' })}
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert>{codeProblem ? null : errors.formError()}</FormAlert>
        <TextField
          label={intl.formatMessage({ id: 'auth.email' })}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.fieldError('email')}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.code' })}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={
            errors.fieldError('code') ??
            (codeProblem && errors.error ? errors.translate(errors.error.message) : null)
          }
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.newPassword' })}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.fieldError('password')}
          hint={intl.formatMessage({ id: 'auth.passwordHint' })}
          required
        />
        <Button type="submit" loading={busy} fullWidth>
          {intl.formatMessage({ id: 'auth.reset.submit' })}
        </Button>
      </form>
    </AuthCard>
  );
}
