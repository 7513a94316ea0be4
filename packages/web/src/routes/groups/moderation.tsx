import {
  useAcceptGroupRequest,
  useBlockGroupMember,
  useCancelGroupInvitation,
  useCreateGroupAnnouncement,
  useDemoteGroupModerator,
  useGroupBlocks,
  useGroupInvitableAccounts,
  useGroupInvitations,
  useGroupMembers,
  useGroupRequests,
  useInviteToGroup,
  usePromoteGroupMember,
  useRejectGroupRequest,
  useReinviteToGroup,
  useRemoveGroupMember,
  useUnblockGroupMember,
} from '@convene/client';
import {
  SEARCH_DEBOUNCE,
  type BaseAccount,
  type Group,
  type GroupInvitationStatus,
  type GroupMemberRole,
  type GroupMembership,
  type GroupRequestStatus,
} from '@convene/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { List } from '../../components/list';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { showSuccessToast } from '../../components/toasts';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { RoleBadge } from './group-card';
import { Avatar, displayName } from './group-content';

function more(list: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  return () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
}

function PersonRow({
  account,
  children,
  extra,
}: {
  account: BaseAccount;
  children?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card className="flex flex-wrap items-center gap-3 p-3">
      <Avatar account={account} />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold">{displayName(account)}</span>
        <span className="truncate text-sm text-gray-600 dark:text-gray-400">
          @{account.username}
        </span>
        {extra}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </Card>
  );
}

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="min-h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900 focus:outline-2 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Confirm({
  open,
  text,
  action,
  danger,
  loading,
  onConfirm,
  onClose,
}: {
  open: boolean;
  text: string;
  action: string;
  danger?: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal open={open} onClose={onClose} title={action}>
      <p className="mb-4 text-gray-700 dark:text-gray-300">{text}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="white" onClick={onClose}>
          {intl.formatMessage({ id: 'groups.confirm.cancel' })}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
          {action}
        </Button>
      </div>
    </Modal>
  );
}

function MemberActions({
  group,
  member,
  selfId,
}: {
  group: Group;
  member: GroupMembership;
  selfId: string | null;
}) {
  const intl = useIntl();
  const promote = usePromoteGroupMember(group.id);
  const demote = useDemoteGroupModerator(group.id);
  const remove = useRemoveGroupMember(group.id);
  const block = useBlockGroupMember(group.id);
  const [confirm, setConfirm] = useState<'remove' | 'block' | null>(null);
  const name = displayName(member.account);
  const t = (id: string) => intl.formatMessage({ id });
  const moderating = member.role !== 'member';
  return (
    <>
      {moderating ? (
        <Button
          size="small"
          variant="white"
          loading={demote.isPending}
          onClick={() => demote.mutate(member.accountId)}
        >
          {t('groups.members.demote')}
        </Button>
      ) : (
        <Button
          size="small"
          variant="white"
          loading={promote.isPending}
          onClick={() => promote.mutate(member.accountId)}
        >
          {t('groups.members.promote')}
        </Button>
      )}
      {member.accountId !== selfId ? (
        <>
          <Button size="small" variant="inactive" onClick={() => setConfirm('remove')}>
            {t('groups.members.remove')}
          </Button>
          {moderating ? null : (
            <Button size="small" variant="danger" onClick={() => setConfirm('block')}>
              {t('groups.members.block')}
            </Button>
          )}
        </>
      ) : null}
      <Confirm
        open={confirm !== null}
        text={intl.formatMessage({ id: `groups.members.${confirm ?? 'remove'}.confirm` }, { name })}
        action={t(`groups.members.${confirm ?? 'remove'}`)}
        danger
        loading={remove.isPending || block.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          const mutation = confirm === 'block' ? block : remove;
          mutation.mutate(member.accountId, { onSettled: () => setConfirm(null) });
        }}
      />
    </>
  );
}

export function MembersPanel({
  group,
  canModerate,
  selfId,
}: {
  group: Group;
  canModerate: boolean;
  selfId: string | null;
}) {
  const intl = useIntl();
  const [role, setRole] = useState<GroupMemberRole | 'all'>('all');
  const list = useGroupMembers(group.id, role === 'all' ? {} : { role });
  return (
    <>
      <Select
        label={intl.formatMessage({ id: 'groups.members.filter' })}
        value={role}
        onChange={setRole}
        options={[
          { value: 'all', label: intl.formatMessage({ id: 'groups.members.filter.all' }) },
          ...(['member', 'moderator', 'admin', 'manager'] as const).map((value) => ({
            value,
            label: intl.formatMessage({ id: `groups.role.${value}` }),
          })),
        ]}
      />
      <List
        items={list.items}
        keyOf={(item) => item.accountId}
        renderItem={(member) => (
          <PersonRow
            account={member.account}
            extra={
              <span className="mt-1">
                <RoleBadge role={member.role} />
              </span>
            }
          >
            {canModerate ? <MemberActions group={group} member={member} selfId={selfId} /> : null}
          </PersonRow>
        )}
        loading={list.isPending}
        hasMore={list.hasNextPage}
        onEndReached={more(list)}
        empty={intl.formatMessage({ id: 'groups.members.empty' })}
        label={intl.formatMessage({ id: 'groups.members.label' })}
      />
    </>
  );
}

export function RequestsPanel({ group }: { group: Group }) {
  const intl = useIntl();
  const [status, setStatus] = useState<GroupRequestStatus>('requested');
  const list = useGroupRequests(group.id, { status });
  const accept = useAcceptGroupRequest(group.id);
  const reject = useRejectGroupRequest(group.id);
  return (
    <>
      <Select
        label={intl.formatMessage({ id: 'groups.requests.label' })}
        value={status}
        onChange={setStatus}
        options={(['requested', 'rejected'] as const).map((value) => ({
          value,
          label: intl.formatMessage({ id: `groups.requests.filter.${value}` }),
        }))}
      />
      <List
        items={list.items}
        keyOf={(item) => item.id}
        renderItem={(request) => (
          <PersonRow account={request.account}>
            {request.status === 'requested' ? (
              <>
                <Button
                  size="small"
                  loading={accept.isPending && accept.variables === request.id}
                  onClick={() => accept.mutate(request.id)}
                >
                  {intl.formatMessage({ id: 'groups.requests.accept' })}
                </Button>
                <Button
                  size="small"
                  variant="white"
                  loading={reject.isPending && reject.variables === request.id}
                  onClick={() => reject.mutate(request.id)}
                >
                  {intl.formatMessage({ id: 'groups.requests.reject' })}
                </Button>
              </>
            ) : (
              <span className="text-sm text-gray-600 dark:text-gray-400">
                {intl.formatMessage({ id: 'groups.requests.status.rejected' })}
              </span>
            )}
          </PersonRow>
        )}
        loading={list.isPending}
        hasMore={list.hasNextPage}
        onEndReached={more(list)}
        empty={intl.formatMessage({ id: 'groups.requests.empty' })}
        label={intl.formatMessage({ id: 'groups.requests.label' })}
      />
    </>
  );
}

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
            items={candidates.items}
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
                  <Avatar account={account} size="h-8 w-8" />
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
            loading={candidates.isPending}
            hasMore={candidates.hasNextPage}
            onEndReached={more(candidates)}
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

export function InvitationsPanel({ group }: { group: Group }) {
  const intl = useIntl();
  const [status, setStatus] = useState<GroupInvitationStatus | 'all'>('invited');
  const list = useGroupInvitations(group.id, status === 'all' ? {} : { status });
  const cancel = useCancelGroupInvitation(group.id);
  const reinvite = useReinviteToGroup(group.id);
  return (
    <>
      <InviteForm group={group} />
      <Select
        label={intl.formatMessage({ id: 'groups.invitations.list' })}
        value={status}
        onChange={setStatus}
        options={(['invited', 'rejected', 'canceled', 'all'] as const).map((value) => ({
          value,
          label: intl.formatMessage({ id: `groups.invitations.filter.${value}` }),
        }))}
      />
      <List
        items={list.items}
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
                onClick={() => cancel.mutate(invitation.id)}
              >
                {intl.formatMessage({ id: 'groups.invitations.cancel' })}
              </Button>
            ) : (
              <Button
                size="small"
                loading={reinvite.isPending && reinvite.variables === invitation.id}
                onClick={() => reinvite.mutate(invitation.id)}
              >
                {intl.formatMessage({ id: 'groups.invitations.reinvite' })}
              </Button>
            )}
          </PersonRow>
        )}
        loading={list.isPending}
        hasMore={list.hasNextPage}
        onEndReached={more(list)}
        empty={intl.formatMessage({ id: 'groups.invitations.empty' })}
        label={intl.formatMessage({ id: 'groups.invitations.list' })}
      />
    </>
  );
}

export function BlockedPanel({ group }: { group: Group }) {
  const intl = useIntl();
  const list = useGroupBlocks(group.id);
  const unblock = useUnblockGroupMember(group.id);
  return (
    <List
      items={list.items}
      keyOf={(item) => item.accountId}
      renderItem={(block) => (
        <PersonRow account={block.account}>
          <Button
            size="small"
            variant="white"
            loading={unblock.isPending && unblock.variables === block.accountId}
            onClick={() => unblock.mutate(block.accountId)}
          >
            {intl.formatMessage({ id: 'groups.blocked.unblock' })}
          </Button>
        </PersonRow>
      )}
      loading={list.isPending}
      hasMore={list.hasNextPage}
      onEndReached={more(list)}
      empty={intl.formatMessage({ id: 'groups.blocked.empty' })}
      label={intl.formatMessage({ id: 'groups.blocked.label' })}
    />
  );
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Plain text to the announcement html subset: paragraphs, line breaks and https links. */
export function textToAnnouncementHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) =>
      escapeHtml(paragraph.trim())
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join('');
}

export function AnnouncementForm({ group }: { group: Group }) {
  const intl = useIntl();
  const create = useCreateGroupAnnouncement(group.id);
  const messageId = useId();
  const hintId = useId();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState(false);
  const [push, setPush] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title: title.trim(), html: textToAnnouncementHtml(message), email, push },
      {
        onSuccess: () => {
          setTitle('');
          setMessage('');
          showSuccessToast(intl.formatMessage({ id: 'groups.announcements.sent' }));
        },
      },
    );
  };
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card className="mb-6 p-4">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">{t('groups.announcements.new')}</h3>
        <TextField
          label={t('groups.announcements.title')}
          value={title}
          maxLength={200}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <label
            htmlFor={messageId}
            className="text-sm font-medium text-gray-800 dark:text-gray-200"
          >
            {t('groups.announcements.message')}
          </label>
          <textarea
            id={messageId}
            value={message}
            required
            rows={5}
            aria-describedby={hintId}
            onChange={(event) => setMessage(event.target.value)}
            className="rounded-lg border border-gray-300 bg-white p-3 text-base text-gray-900 focus:outline-2 focus:outline-offset-1 focus:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
          />
          <p id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
            {t('groups.announcements.message.hint')}
          </p>
        </div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={email}
            onChange={(event) => setEmail(event.target.checked)}
          />
          {t('groups.announcements.email')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={push}
            onChange={(event) => setPush(event.target.checked)}
          />
          {t('groups.announcements.push')}
        </label>
        <div className="flex justify-end">
          <Button
            type="submit"
            disabled={!title.trim() || !message.trim()}
            loading={create.isPending}
          >
            {t('groups.announcements.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
