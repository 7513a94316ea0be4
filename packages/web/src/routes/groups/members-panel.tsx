import {
  useBlockGroupMember,
  useDemoteGroupModerator,
  useGroupMembers,
  usePromoteGroupMember,
  useRemoveGroupMember,
} from '@convene/client';
import {
  GROUP_MEMBER_ROLES,
  type Group,
  type GroupMemberRole,
  type GroupMembership,
} from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { List } from '../../components/list';
import { displayName } from '../../components/social/avatar';
import { pagedList } from '../../components/social/paged';
import { RoleBadge } from './group-card';
import { Confirm, PersonRow, Select } from './moderation-parts';
import type { MessageId } from '../../i18n/catalogue';

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
  const t = (id: MessageId) => intl.formatMessage({ id });
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

/** The members tab: filter by role; moderators promote, demote, remove and block. */
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
          ...GROUP_MEMBER_ROLES.map((value) => ({
            value,
            label: intl.formatMessage({ id: `groups.role.${value}` }),
          })),
        ]}
      />
      <List
        {...pagedList(list)}
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
        empty={intl.formatMessage({ id: 'groups.members.empty' })}
        label={intl.formatMessage({ id: 'groups.members.label' })}
      />
    </>
  );
}
