import {
  useCancelGroupInvitation,
  useGroupInvitableAccounts,
  useGroupInvitations,
  useInviteToGroup,
  useReinviteToGroup,
} from '@convene/client';
import {
  displayName,
  GROUP_INVITATION_STATUSES,
  SEARCH_DEBOUNCE,
  type Group,
  type GroupInvitationStatus,
} from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { List } from '../../components/list';
import { Avatar } from '../../components/social/avatar';
import { pagedList } from '../../components/social/paged';
import { TextField } from '../../components/text-field';
import { showSuccessToast } from '../../components/toasts';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { RoleBadge } from './group-card';
import { PersonRow, Select } from './moderation-parts';

/** Search accounts that may be invited, tick some and invite them at once. */
function InviteForm({ group }: { group: Group }) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE);
  const [selected, setSelected] = useState<string[]>([]);
  const candidates = useGroupInvitableAccounts(group.id, debounced ? { search: debounced } : {});
  const invite = useInviteToGroup(group.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) return;
    invite.mutate(selected, {
      onSuccess: (response) => {
        if (response.message !== 'ok') return;
        setSelected([]);
        showSuccessToast(intl.formatMessage({ id: 'groups.invitations.sent' }));
      },
    });
  };
  return (
    <Card className="mb-6 p-4">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">
          {intl.formatMessage({ id: 'groups.invitations.invite' })}
        </h3>
        <TextField
          type="search"
          label={intl.formatMessage({ id: 'groups.invitations.search' })}
          placeholder={intl.formatMessage({ id: 'groups.invitations.search.placeholder' })}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">
            {intl.formatMessage({ id: 'groups.invitations.candidates' })}
          </legend>
          <List
            {...pagedList(candidates)}
            keyOf={(item) => item.id}
            renderItem={(account) => {
              const pending = account.groupInvitations.some(
                (invitation) => invitation.status === 'invited',
              );
              const asked = account.groupRequests.some((request) => request.status === 'requested');
              return (
                <label className="flex cursor-pointer items-center gap-3 rounded-lg p-2 hover:bg-gray-50 dark:hover:bg-white/5">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-[var(--color-primary)]"
                    disabled={pending}
                    checked={selected.includes(account.id)}
                    aria-label={intl.formatMessage(
                      { id: 'groups.invitations.select' },
                      { name: displayName(account) },
                    )}
                    onChange={(event) =>
                      setSelected((current) =>
                        event.target.checked
                          ? [...current, account.id]
                          : current.filter((id) => id !== account.id),
                      )
                    }
                  />
                  <Avatar account={account} size="small" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium">{displayName(account)}</span>
                    <span className="truncate text-xs text-gray-600 dark:text-gray-400">
                      @{account.username}
                    </span>
                  </span>
                  {pending ? <RoleBadge role="invited" /> : null}
                  {asked ? (
                    <span className="text-xs text-gray-600 dark:text-gray-400">
                      {intl.formatMessage({ id: 'groups.invitations.hasRequest' })}
                    </span>
                  ) : null}
                </label>
              );
            }}
            empty={intl.formatMessage({ id: 'groups.invitations.noCandidates' })}
            className="flex max-h-80 flex-col gap-1 overflow-y-auto"
          />
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" disabled={selected.length === 0} loading={invite.isPending}>
            {intl.formatMessage({ id: 'groups.invitations.send' }, { count: selected.length })}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The invitations tab (moderators): invite people; list invitations, cancel or invite again. */
export function InvitationsPanel({ group }: { group: Group }) {
  const intl = useIntl();
  const [status, setStatus] = useState<GroupInvitationStatus | 'all'>('invited');
  const list = useGroupInvitations(group.id, status === 'all' ? {} : { status });
  const cancel = useCancelGroupInvitation(group.id);
  const reinvite = useReinviteToGroup(group.id);
  const feedback = useActionFeedback();
  return (
    <>
      <InviteForm group={group} />
      <Select
        label={intl.formatMessage({ id: 'groups.invitations.list' })}
        value={status}
        onChange={setStatus}
        options={[...GROUP_INVITATION_STATUSES, 'all' as const].map((value) => ({
          value,
          label: intl.formatMessage({ id: `groups.invitations.filter.${value}` }),
        }))}
      />
      <List
        {...pagedList(list)}
        keyOf={(item) => item.id}
        renderItem={(invitation) => (
          <PersonRow
            account={invitation.account}
            extra={
              <span className="text-xs text-gray-600 dark:text-gray-400">
                {intl.formatMessage({ id: `groups.invitations.status.${invitation.status}` })}
                {invitation.inviter
                  ? ` · ${intl.formatMessage({ id: 'groups.invitations.byInviter' }, { name: displayName(invitation.inviter) })}`
                  : ''}
              </span>
            }
          >
            {invitation.status === 'invited' ? (
              <Button
                size="small"
                variant="white"
                loading={cancel.isPending && cancel.variables === invitation.id}
                onClick={() =>
                  cancel.mutate(invitation.id, feedback({ success: 'groups.invitations.canceled' }))
                }
              >
                {intl.formatMessage({ id: 'groups.invitations.cancel' })}
              </Button>
            ) : (
              <Button
                size="small"
                loading={reinvite.isPending && reinvite.variables === invitation.id}
                onClick={() =>
                  reinvite.mutate(invitation.id, feedback({ success: 'groups.invitations.resent' }))
                }
              >
                {intl.formatMessage({ id: 'groups.invitations.reinvite' })}
              </Button>
            )}
          </PersonRow>
        )}
        empty={intl.formatMessage({ id: 'groups.invitations.empty' })}
        label={intl.formatMessage({ id: 'groups.invitations.list' })}
      />
    </>
  );
}
