import {
  flattenPages,
  useAccounts,
  useDeleteLevel,
  useLevelAccount,
  useLevels,
  useSaveLevel,
} from '@convene/client';
import { displayName, type NamedAccount, type SponsorshipLevel } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { TextField } from '../../components/text-field';
import { AdminRow, AdminTab, LIST } from './admin-tabs';

/** Accounts, each with a button that puts it on the level (`on`) or takes it off. */
function AccountToggles({
  level,
  accounts,
  on,
}: {
  level: SponsorshipLevel;
  accounts: readonly (NamedAccount & { id: string })[];
  on: boolean;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const change = useLevelAccount();
  return (
    <ul className={LIST}>
      {accounts.map((account) => (
        <AdminRow key={account.id} title={displayName(account)}>
          <Button
            variant="secondary"
            onClick={() =>
              change.mutate(
                { levelId: level.id, accountId: account.id, on },
                feedback({ success: 'memberships.admin.saved' }),
              )
            }
          >
            {intl.formatMessage(
              { id: on ? 'memberships.admin.level.add' : 'memberships.admin.level.remove' },
              { name: displayName(account) },
            )}
          </Button>
        </AdminRow>
      ))}
    </ul>
  );
}

/** A level's accounts: taken off one by one, put on by searching the organization's accounts. */
function LevelAccounts({ level }: { level: SponsorshipLevel }) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const found = useAccounts({ search, pageSize: 5 });
  const onLevel = new Set(level.accounts.map((account) => account.id));
  return (
    <div className="flex flex-col gap-2">
      <AccountToggles level={level} accounts={level.accounts} on={false} />
      <TextField
        type="search"
        label={intl.formatMessage({ id: 'memberships.admin.level.search' })}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {search.trim() ? (
        <AccountToggles
          level={level}
          accounts={flattenPages(found.data).filter((account) => !onLevel.has(account.id))}
          on
        />
      ) : null}
    </div>
  );
}

export function LevelsTab() {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const levels = useLevels();
  const save = useSaveLevel();
  const remove = useDeleteLevel();
  const [name, setName] = useState('');
  const [subtitle, setSubtitle] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { body: { name, subtitle: subtitle.trim() || null } },
      feedback({
        success: 'memberships.admin.saved',
        onSuccess: () => {
          setName('');
          setSubtitle('');
        },
      }),
    );
  };
  return (
    <AdminTab
      onSubmit={submit}
      saving={save.isPending}
      submitLabel={intl.formatMessage({ id: 'memberships.admin.level.create' })}
      fields={
        <>
          <TextField
            className="sm:flex-1"
            label={intl.formatMessage({ id: 'memberships.admin.level.name' })}
            value={name}
            required
            maxLength={120}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            className="sm:flex-1"
            label={intl.formatMessage({ id: 'memberships.admin.level.subtitle' })}
            value={subtitle}
            maxLength={200}
            onChange={(event) => setSubtitle(event.target.value)}
          />
        </>
      }
      list={levels}
      emptyTitle={intl.formatMessage({ id: 'memberships.admin.level.empty' })}
    >
      {(items) =>
        items.map((level) => (
          <Card key={level.id} className="flex flex-col gap-3 p-4 sm:p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-lg font-semibold">
                <span
                  aria-hidden="true"
                  className="mr-2 inline-block h-3 w-3 rounded-full"
                  style={{ backgroundColor: level.color }}
                />
                {level.name}
              </h3>
              <Button
                variant="danger"
                onClick={() =>
                  remove.mutate(
                    level.id,
                    feedback({
                      success: 'memberships.admin.deleted',
                      values: { name: level.name },
                    }),
                  )
                }
              >
                {intl.formatMessage({ id: 'memberships.admin.delete' }, { name: level.name })}
              </Button>
            </div>
            {level.subtitle ? <p>{level.subtitle}</p> : null}
            <LevelAccounts level={level} />
          </Card>
        ))
      }
    </AdminTab>
  );
}
