import {
  useBlockGroupMember,
  useDemoteGroupModerator,
  useGroupMembers,
  usePromoteGroupMember,
  useRemoveGroupMember,
} from '@convene/client';
import {
  displayName,
  GROUP_MEMBER_ROLES,
  type Group,
  type GroupMemberRole,
  type GroupMembership,
} from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { List } from '../../components/list';
import { pagedList } from '../../components/social/paged';
import { RoleBadge } from './group-card';
import { PersonRow, Select } from './moderation-parts';
import type { MessageId } from '../../i18n/catalogue';

type MemberAction = 'promote' | 'demote' | 'remove' | 'block';

/** What each action asks, says when done, and whether it is destructive. */
const ACTIONS: Record<
  MemberAction,
  { title: MessageId; body?: MessageId; done: MessageId; destructive: boolean }
> = {
  promote: {
    title: 'groups.members.promote.title',
    body: 'groups.members.promote.body',
    done: 'groups.members.promoted',
    destructive: false,
  },
  demote: {
    title: 'groups.members.demote.title',
    body: 'groups.members.demote.body',
    done: 'groups.members.demoted',
    destructive: false,
  },
  remove: {
    title: 'groups.members.remove.confirm',
    done: 'groups.members.removed',
    destructive: true,
  },
  block: {
    title: 'groups.members.block.confirm',
    body: 'groups.members.block.body',
    done: 'groups.members.blocked',
    destructive: true,
  },
};

/**
 * A moderator's buttons on someone else's row: make moderator or member, remove, block —
 * each asks first and says when it is done. Nothing on your own row (leave the group instead).
 */
function MemberActions({ group, member }: { group: Group; member: GroupMembership }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const mutations = {
    promote: usePromoteGroupMember(group.id),
    demote: useDemoteGroupModerator(group.id),
    remove: useRemoveGroupMember(group.id),
    block: useBlockGroupMember(group.id),
  };
  const [asking, setAsking] = useState<MemberAction | null>(null);
  const name = displayName(member.account);
  const moderating = member.role !== 'member';
  const action = asking ? ACTIONS[asking] : null;
  const label = (id: MemberAction) => intl.formatMessage({ id: `groups.members.${id}` });
  return (
    <>
      <Button
        size="small"
        variant="white"
        onClick={() => setAsking(moderating ? 'demote' : 'promote')}
      >
        {label(moderating ? 'demote' : 'promote')}
      </Button>
      <Button size="small" variant="inactive" onClick={() => setAsking('remove')}>
        {label('remove')}
      </Button>
      {moderating ? null : (
        <Button size="small" variant="danger" onClick={() => setAsking('block')}>
          {label('block')}
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        destructive={action?.destructive}
        title={action ? intl.formatMessage({ id: action.title }, { name }) : ''}
        body={action?.body ? intl.formatMessage({ id: action.body }, { name }) : undefined}
        confirmLabel={asking ? label(asking) : ''}
        loading={asking ? mutations[asking].isPending : false}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking || !action) return;
          mutations[asking].mutate(
            member.accountId,
            feedback({ success: action.done, values: { name }, onSettled: () => setAsking(null) }),
          );
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
            {canModerate && member.accountId !== selfId ? (
              <MemberActions group={group} member={member} />
            ) : null}
          </PersonRow>
        )}
        empty={intl.formatMessage({ id: 'groups.members.empty' })}
        label={intl.formatMessage({ id: 'groups.members.label' })}
      />
    </>
  );
}
