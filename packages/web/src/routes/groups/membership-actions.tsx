import {
  useAcceptGroupInvitation,
  useCancelGroupRequest,
  useJoinGroup,
  useLeaveGroup,
  useRejectGroupInvitation,
  useRequestToJoinGroup,
} from '@convene/client';
import { isGroupManagingRole, isGroupMemberRole, type Group } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../../app/session';
import { useViewer } from '../../app/viewer';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Link } from '../../components/link';
import { Skeleton } from '../../components/skeleton';
import type { ViewerRole } from './viewer-role';
import type { MessageId } from '../../i18n/catalogue';

/** The membership buttons: every state (none, requested, invited, member, moderator). */
export function MembershipActions({ group }: { group: Group }) {
  const intl = useIntl();
  const { authenticated } = useSession();
  const viewer = useViewer();
  const join = useJoinGroup();
  const request = useRequestToJoinGroup();
  const cancel = useCancelGroupRequest();
  const accept = useAcceptGroupInvitation();
  const decline = useRejectGroupInvitation();
  const leave = useLeaveGroup();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const feedback = useActionFeedback();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const name = { name: group.name };

  // Neutral (the button's size) until the viewer and their group roles are known.
  if (viewer.state === 'unknown') return <Skeleton className="h-11 w-32 rounded-lg" />;
  // The role comes from the same read that made the viewer known, never from a value the
  // parent computed in an earlier render (the anonymous page's `viewerRole` is null).
  const role: ViewerRole =
    viewer.state === 'signed-in' ? viewer.relationships.groups[group.id] || null : null;
  if (!authenticated)
    return (
      <Link
        to="/auth/sign-in"
        className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('groups.action.signIn')}
      </Link>
    );

  if (role === 'invited')
    return (
      <div className="flex flex-col gap-2" data-testid="membership" data-state="invited">
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('groups.state.invited')}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(
                group.id,
                feedback({ success: 'groups.feedback.invitationAccepted', values: name }),
              )
            }
          >
            {t('groups.action.acceptInvitation')}
          </Button>
          <Button
            variant="white"
            loading={decline.isPending}
            onClick={() =>
              decline.mutate(group.id, feedback({ success: 'groups.feedback.invitationDeclined' }))
            }
          >
            {t('groups.action.declineInvitation')}
          </Button>
        </div>
      </div>
    );

  if (role === 'requested')
    return (
      <div className="flex flex-col gap-2" data-testid="membership" data-state="requested">
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('groups.state.requested')}</p>
        <div>
          <Button
            variant="inactive"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(group.id, feedback({ success: 'groups.feedback.requestCanceled' }))
            }
          >
            {t('groups.action.cancelRequest')}
          </Button>
        </div>
      </div>
    );

  if (isGroupMemberRole(role))
    return (
      <div className="flex flex-col gap-2" data-testid="membership" data-state={role ?? ''}>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t(isGroupManagingRole(role) ? 'groups.state.moderator' : 'groups.state.member')}
        </p>
        <div className="flex flex-wrap gap-2">
          {isGroupManagingRole(role) ? (
            <Link
              to={`/groups/${group.slug}/edit`}
              className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/20 dark:bg-night dark:text-gray-100"
            >
              {t('groups.action.edit')}
            </Link>
          ) : null}
          <Button variant="active" onClick={() => setConfirmLeave(true)}>
            {t('groups.action.leave')}
          </Button>
        </div>
        <ConfirmDialog
          open={confirmLeave}
          destructive
          title={t('groups.leave.confirm.title')}
          body={intl.formatMessage(
            { id: 'groups.leave.confirm.body' },
            { private: String(group.access === 'private') },
          )}
          confirmLabel={t('groups.action.leave')}
          loading={leave.isPending}
          onCancel={() => setConfirmLeave(false)}
          onConfirm={() =>
            leave.mutate(
              group.id,
              feedback({
                success: 'groups.feedback.left',
                values: name,
                onSettled: () => setConfirmLeave(false),
              }),
            )
          }
        />
      </div>
    );

  return (
    <div data-testid="membership" data-state="none">
      {group.access === 'public' ? (
        <Button
          loading={join.isPending}
          onClick={() =>
            join.mutate(group.id, feedback({ success: 'groups.feedback.joined', values: name }))
          }
        >
          {t('groups.action.join')}
        </Button>
      ) : (
        <Button
          loading={request.isPending}
          onClick={() =>
            request.mutate(group.id, feedback({ success: 'groups.feedback.requested' }))
          }
        >
          {t('groups.action.request')}
        </Button>
      )}
    </div>
  );
}
