import { AuthError } from '@convene/client';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { TextField } from '../../components/text-field';
import { useLocale } from '../../i18n/locale-context';
import { AuthCard, FormAlert, linkClass } from './auth-card';
import { useFormError } from './auth-errors';

/** /auth/forgot-password: sends a reset code to the email. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const { identity } = useSession();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const errors = useFormError();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    if (!email.trim()) {
      errors.set({ message: 'Email is required', field: 'email' });
      return;
    }
    setBusy(true);
    const next = localize(`/auth/reset-password?email=${encodeURIComponent(email.trim())}`);
    try {
      await identity.forgotPassword(email, intl.locale);
      navigate(next);
    } catch (error) {
      // Never tell whether an email has a login (the provider hides it by default; an
      // organization that turned that off still gets no "User does not exist." here).
      if (error instanceof AuthError && error.code === 'UserNotFoundException') navigate(next);
      else {
        errors.fail(error);
        setBusy(false);
      }
    }
  };

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.forgot.title' })}
      subtitle={intl.formatMessage({ id: 'auth.forgot.subtitle' })}
      footer={
        <Link to="/auth/sign-in" className={linkClass}>
          {intl.formatMessage({ id: 'auth.backToSignIn' })}
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert>{errors.formError()}</FormAlert>
        <TextField
          label={intl.formatMessage({ id: 'auth.email' })}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.fieldError('email')}
          required
        />
        <Button type="submit" loading={busy} fullWidth>
          {intl.formatMessage({ id: 'auth.forgot.submit' })}
        </Button>
      </form>
    </AuthCard>
  );
}
