import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../app/session';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Page } from '../../components/page';
import { TextField } from '../../components/text-field';
import { FormAlert } from './auth-card';
import { useFormError } from './auth-errors';

/** /settings/password: the current password and a new one (8+ characters). */
export function ChangePasswordPage() {
  const intl = useIntl();
  const { identity } = useSession();
  const errors = useFormError();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    setDone(false);
    setBusy(true);
    try {
      await identity.changePassword(oldPassword, newPassword);
      setDone(true);
      setOldPassword('');
      setNewPassword('');
    } catch (error) {
      errors.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={intl.formatMessage({ id: 'auth.change.title' })} width="narrow">
      <Card className="p-6 sm:p-8">
        <p className="mb-6 text-gray-700 dark:text-gray-300">
          {intl.formatMessage({ id: 'auth.change.subtitle' })}
        </p>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormAlert>{errors.formError()}</FormAlert>
          <TextField
            label={intl.formatMessage({ id: 'auth.oldPassword' })}
            type="password"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(event) => {
              setOldPassword(event.target.value);
              setDone(false);
            }}
            error={errors.fieldError('oldPassword')}
            required
          />
          <TextField
            label={intl.formatMessage({ id: 'auth.newPassword' })}
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => {
              setNewPassword(event.target.value);
              setDone(false);
            }}
            error={errors.fieldError('newPassword')}
            hint={intl.formatMessage({ id: 'auth.passwordHint' })}
            required
          />
          <Button
            type="submit"
            loading={busy}
            success={done}
            successText={intl.formatMessage({ id: 'auth.change.done' })}
            fullWidth
          >
            {intl.formatMessage({ id: 'auth.change.submit' })}
          </Button>
        </form>
      </Card>
    </Page>
  );
}
