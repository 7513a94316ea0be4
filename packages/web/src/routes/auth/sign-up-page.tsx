import { AuthError } from '@convene/client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useOrganizationConfig } from '../../app/config-context';
import { useSession } from '../../app/session';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { TextField } from '../../components/text-field';
import { useLocale } from '../../i18n/locale-context';
import { AuthCard, FormAlert, linkClass } from './auth-card';
import { signUpProblems, useFormError, usernameProblem } from './auth-errors';

/** The catalogue's message for an email that already has a login. */
const LOGIN_EXISTS = 'A login with this email already exists. Please sign in instead.';

/** /auth/sign-up: email, password and a username checked as it is typed. */
export function SignUpPage() {
  const intl = useIntl();
  const config = useOrganizationConfig();
  const { identity } = useSession();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const errors = useFormError();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [busy, setBusy] = useState(false);
  // After a first submit every field shows its problem, updated as it is fixed.
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const problems = attempts > 0 ? signUpProblems({ email, username, password }) : {};
  const problemOf = (field: keyof typeof problems) => {
    const problem = problems[field];
    return problem ? errors.translate(problem) : null;
  };
  const typedUsernameError = usernameProblem(username);

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    setAttempts((count) => count + 1);
    if (Object.keys(signUpProblems({ email, username, password })).length > 0) return;
    setBusy(true);
    try {
      const confirmed = await identity.signUp({
        email,
        password,
        username,
        locale: intl.locale,
      });
      if (confirmed)
        navigate(localize('/auth/sign-in'), { state: { notice: 'auth.notice.alreadyConfirmed' } });
      else navigate(localize(`/auth/confirm?email=${encodeURIComponent(email.trim())}`));
    } catch (error) {
      // Only when the organization turned PREVENT_USER_EXISTENCE_ERRORS off: by default an
      // existing email is answered as a new sign-up (to the confirm page) and mailed instead.
      if (error instanceof AuthError && error.code === 'UsernameExistsException')
        errors.set({ message: LOGIN_EXISTS, field: 'email', code: error.code });
      else errors.fail(error);
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.signUp.title' }, { name: config.NAME })}
      subtitle={intl.formatMessage({ id: 'auth.signUp.subtitle' })}
      footer={
        <p className="text-gray-700 dark:text-gray-300">
          {intl.formatMessage({ id: 'auth.signUp.haveAccount' })}{' '}
          <Link to="/auth/sign-in" className={linkClass}>
            {intl.formatMessage({ id: 'auth.signIn.submit' })}
          </Link>
        </p>
      }
    >
      <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert>{errors.formError()}</FormAlert>
        <TextField
          label={intl.formatMessage({ id: 'auth.email' })}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problemOf('email') ?? errors.fieldError('email')}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.username' })}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={
            problemOf('username') ??
            (typedUsernameError ? errors.translate(typedUsernameError) : null) ??
            errors.fieldError('username')
          }
          hint={intl.formatMessage({ id: 'auth.usernameHint' })}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.password' })}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={problemOf('password') ?? errors.fieldError('password')}
          hint={intl.formatMessage({ id: 'auth.passwordHint' })}
          required
        />
        <Button type="submit" loading={busy} fullWidth>
          {intl.formatMessage({ id: 'auth.signUp.submit' })}
        </Button>
      </form>
    </AuthCard>
  );
}
