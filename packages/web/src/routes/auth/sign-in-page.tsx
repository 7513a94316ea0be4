import type { AuthChallenge } from '@convene/client';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useOrganizationConfig } from '../../app/config-context';
import { useSession } from '../../app/session';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { TextField } from '../../components/text-field';
import { AuthCard, FormAlert, linkClass } from './auth-card';
import { useFormError } from './auth-errors';
import { useNotice } from './notice';
import { useAfterSignIn } from './use-after-sign-in';

function ChallengeStep({
  challenge,
  onSignedIn,
  onChallenge,
}: {
  challenge: AuthChallenge;
  onSignedIn: () => Promise<void>;
  onChallenge: (next: AuthChallenge) => void;
}) {
  const intl = useIntl();
  const { identity } = useSession();
  const errors = useFormError();
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const kind =
    challenge.challengeName === 'NEW_PASSWORD_REQUIRED'
      ? 'newPassword'
      : challenge.challengeName === 'SMS_MFA'
        ? 'sms'
        : 'other';
  const destination = challenge.parameters.CODE_DELIVERY_DESTINATION;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    if (kind === 'sms' && !answer.trim()) {
      errors.set({ message: 'Please enter a code', field: 'answer' });
      return;
    }
    setBusy(true);
    try {
      const result = await identity.respondToChallenge(challenge, answer);
      if (result.signedIn) await onSignedIn();
      else onChallenge(result);
    } catch (error) {
      errors.fail(error);
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={intl.formatMessage({ id: `auth.challenge.${kind}.title` })}
      subtitle={
        kind === 'sms'
          ? intl.formatMessage(
              {
                id: destination
                  ? 'auth.challenge.sms.body'
                  : 'auth.challenge.sms.bodyNoDestination',
              },
              { destination },
            )
          : intl.formatMessage({ id: `auth.challenge.${kind}.body` })
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert>{errors.formError()}</FormAlert>
        <TextField
          label={intl.formatMessage({
            id:
              kind === 'newPassword'
                ? 'auth.newPassword'
                : kind === 'sms'
                  ? 'auth.code'
                  : 'auth.challenge.answer',
          })}
          type={kind === 'newPassword' ? 'password' : 'text'}
          autoComplete={kind === 'newPassword' ? 'new-password' : 'one-time-code'}
          inputMode={kind === 'sms' ? 'numeric' : undefined}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          error={errors.fieldError('answer') ?? errors.fieldError('password')}
          hint={
            kind === 'newPassword' ? intl.formatMessage({ id: 'auth.passwordHint' }) : undefined
          }
          autoFocus
          required
        />
        <Button type="submit" loading={busy} fullWidth>
          {intl.formatMessage({ id: 'auth.challenge.submit' })}
        </Button>
      </form>
    </AuthCard>
  );
}

/** /auth/sign-in: email and password, then the new-password or SMS-code step when asked. */
export function SignInPage() {
  const intl = useIntl();
  const config = useOrganizationConfig();
  const { identity } = useSession();
  const afterSignIn = useAfterSignIn();
  const notice = useNotice();
  const errors = useFormError();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<AuthChallenge | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    setBusy(true);
    try {
      const result = await identity.signIn(email, password);
      if (result.signedIn) await afterSignIn();
      else {
        setChallenge(result);
        setBusy(false);
      }
    } catch (error) {
      errors.fail(error);
      setBusy(false);
    }
  };

  if (challenge)
    return (
      <ChallengeStep challenge={challenge} onSignedIn={afterSignIn} onChallenge={setChallenge} />
    );

  const notConfirmed = errors.error?.code === 'UserNotConfirmedException';
  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.signIn.title' }, { name: config.NAME })}
      subtitle={intl.formatMessage({ id: 'auth.signIn.subtitle' })}
      footer={
        <>
          <Link to="/auth/forgot-password" className={linkClass}>
            {intl.formatMessage({ id: 'auth.signIn.forgot' })}
          </Link>
          <p className="text-gray-700 dark:text-gray-300">
            {intl.formatMessage({ id: 'auth.signIn.noAccount' })}{' '}
            <Link to="/auth/sign-up" className={linkClass}>
              {intl.formatMessage({ id: 'auth.signIn.createAccount' })}
            </Link>
          </p>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {notice ? <FormAlert tone="info">{intl.formatMessage({ id: notice })}</FormAlert> : null}
        <FormAlert>
          {errors.formError()}
          {notConfirmed ? (
            <>
              {' '}
              <Link
                to={`/auth/confirm?email=${encodeURIComponent(email.trim())}`}
                className="underline"
              >
                {intl.formatMessage({ id: 'auth.signIn.confirmInstead' })}
              </Link>
            </>
          ) : null}
        </FormAlert>
        <TextField
          label={intl.formatMessage({ id: 'auth.email' })}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.fieldError('email')}
          required
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.password' })}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.fieldError('password')}
          required
        />
        <Button type="submit" loading={busy} fullWidth>
          {intl.formatMessage({ id: 'auth.signIn.submit' })}
        </Button>
      </form>
    </AuthCard>
  );
}
