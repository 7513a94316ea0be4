import { ApiError, useCreateLoginAccount, useLogin } from '@convene/client';
import { fullName, type Self } from '@convene/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { clearUserQueries, useSession } from '../../app/session';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useLocale } from '../../i18n/locale-context';
import { AuthCard, FormAlert } from './auth-card';
import { usernameProblem, useFormError } from './auth-errors';
import { useAccountLocaleChoice, useLandingPath } from './use-after-sign-in';
import { localizePath } from '../../i18n/locale-path';
import { useOrganizationConfig } from '../../app/config-context';

function CreateAccountForm({ onCreated }: { onCreated: (account: Self) => void }) {
  const intl = useIntl();
  const create = useCreateLoginAccount();
  const errors = useFormError();
  const [username, setUsername] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const problem = usernameProblem(username);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    if (!username || problem) {
      errors.set({
        message: problem ?? 'Username must be at least 5 characters',
        field: 'username',
      });
      return;
    }
    try {
      const account = await create.mutateAsync({
        account: {
          username,
          firstName: firstName.trim() || null,
          lastName: lastName.trim() || null,
        },
      });
      setUsername('');
      setFirstName('');
      setLastName('');
      onCreated(account);
    } catch (error) {
      if (error instanceof ApiError && error.field)
        errors.set({ message: error.message, field: 'username' });
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="create-account-title"
    >
      <h2 id="create-account-title" className="text-lg font-semibold">
        {intl.formatMessage({ id: 'auth.accounts.create.title' })}
      </h2>
      <TextField
        label={intl.formatMessage({ id: 'auth.username' })}
        name="new-username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          errors.clear();
        }}
        error={problem ? errors.translate(problem) : errors.fieldError('username')}
        hint={intl.formatMessage({ id: 'auth.usernameHint' })}
        required
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'auth.accounts.create.firstName' })}
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.accounts.create.lastName' })}
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" loading={create.isPending} fullWidth>
        {intl.formatMessage({ id: 'auth.accounts.create.submit' })}
      </Button>
    </form>
  );
}

/** /auth/accounts: pick the account to act as, or create another one (POST /login/account). */
export function AccountsPage() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { tokens, changed, signOut, authenticated } = useSession();
  const navigate = useNavigate();
  const { localize } = useLocale();
  const landing = useLandingPath();
  const config = useOrganizationConfig();
  const chooseLocale = useAccountLocaleChoice();
  const login = useLogin({ enabled: authenticated });
  const [created, setCreated] = useState<string | null>(null);
  const current = tokens.getExecuteAs();

  const choose = (account: Self) => {
    tokens.setExecuteAs(account.id);
    clearUserQueries(queryClient);
    changed();
    navigate(localizePath(landing(), chooseLocale(account.locale), config), { replace: true });
  };

  const accounts = login.data?.accounts ?? [];
  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.accounts.title' })}
      subtitle={intl.formatMessage({ id: 'auth.accounts.subtitle' })}
      footer={
        <button
          type="button"
          className="self-start font-semibold text-gray-900 underline decoration-primary decoration-2 underline-offset-4 dark:text-white"
          onClick={() => {
            signOut();
            navigate(localize('/auth/sign-in'), { state: { notice: 'auth.notice.signedOut' } });
          }}
        >
          {intl.formatMessage({ id: 'auth.accounts.signOut' })}
        </button>
      }
    >
      {created ? <FormAlert tone="info">{created}</FormAlert> : null}
      {login.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner size="large" />
        </div>
      ) : login.isError ? (
        <FormAlert>{intl.formatMessage({ id: 'auth.accounts.loadFailed' })}</FormAlert>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="account-list">
          {accounts.map((account) => {
            const isCurrent = current ? current === account.id : account.primary;
            return (
              <li key={account.id}>
                <button
                  type="button"
                  onClick={() => choose(account)}
                  aria-current={isCurrent ? 'true' : undefined}
                  className={`flex min-h-14 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-primary ${isCurrent ? 'border-primary bg-primary/10' : 'border-gray-200 hover:bg-gray-50 dark:border-white/10 dark:hover:bg-white/5'}`}
                >
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-on-primary uppercase"
                  >
                    {account.username.slice(0, 1)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{account.username}</span>
                    <span className="block truncate text-sm text-gray-700 dark:text-gray-300">
                      {[
                        fullName(account),
                        account.primary ? intl.formatMessage({ id: 'auth.accounts.primary' }) : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  {isCurrent ? (
                    <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
                      {intl.formatMessage({ id: 'auth.accounts.current' })}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-8 border-t border-gray-200 pt-6 dark:border-white/10">
        <CreateAccountForm
          onCreated={(account) =>
            setCreated(
              intl.formatMessage(
                { id: 'auth.accounts.create.done' },
                { username: account.username },
              ),
            )
          }
        />
      </div>
    </AuthCard>
  );
}
