import {
  useDeleteActivity,
  useLikeActivity,
  useRemoveActivityReport,
  useUnlikeActivity,
} from '@convene/client';
import { displayName, type Activity } from '@convene/contract';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentAccount } from '../../app/current-account';
import { useSession } from '../../app/session';
import { useViewerKnown } from '../../app/viewer';
import { useActionFeedback } from '../action-feedback';
import { Card } from '../card';
import { ConfirmDialog } from '../confirm-dialog';
import { Image } from '../image';
import { Link } from '../link';
import { RelativeTime } from '../relative-time';
import { Avatar } from './avatar';
import { InlineComments } from './inline-comments';
import { firstLinkOf, LinkPreviewCard } from './link-preview';
import { MessageText } from './message-text';
import { ReportDialog } from './report-dialog';

function ActionButton({
  onClick,
  pressed,
  children,
  label,
  disabled,
  expanded,
  controls,
}: {
  onClick: () => void;
  pressed?: boolean;
  children: ReactNode;
  label?: string;
  disabled?: boolean;
  /** A disclosure button (shows or hides a region) rather than a toggle. */
  expanded?: boolean;
  controls?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={expanded === undefined ? pressed : undefined}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      aria-label={label}
      disabled={disabled}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60 ${pressed ? 'text-primary dark:text-white' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/10'}`}
    >
      {children}
    </button>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-7.5-4.6-10-9.3C.6 8.4 2.4 4.5 6 4.5c2.2 0 3.6 1.2 4.5 2.6.3.5.9.5 1.2 0 .9-1.4 2.3-2.6 4.5-2.6 3.6 0 5.4 3.9 4 7.2C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/** Delete your own post or comment, after confirming. */
function DeleteAction({ activity, onDeleted }: { activity: Activity; onDeleted?: () => void }) {
  const intl = useIntl();
  const remove = useDeleteActivity();
  const feedback = useActionFeedback();
  const [asking, setAsking] = useState(false);
  const comment = Boolean(activity.commentedId);
  return (
    <>
      <ActionButton onClick={() => setAsking(true)} disabled={remove.isPending}>
        {intl.formatMessage({ id: 'social.delete' })}
      </ActionButton>
      <ConfirmDialog
        open={asking}
        destructive
        title={intl.formatMessage({
          id: comment ? 'social.delete.comment.title' : 'social.delete.title',
        })}
        body={intl.formatMessage({
          id: comment ? 'social.delete.comment.body' : 'social.delete.body',
        })}
        confirmLabel={intl.formatMessage({ id: 'social.delete' })}
        loading={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          remove.mutate(
            activity.id,
            feedback({
              success: comment ? 'social.deleted.comment' : 'social.deleted',
              onSuccess: () => onDeleted?.(),
              onSettled: () => setAsking(false),
            }),
          )
        }
      />
    </>
  );
}

/** Report someone else's post with a reason, or withdraw your report. */
function ReportAction({ activity }: { activity: Activity }) {
  const intl = useIntl();
  const withdraw = useRemoveActivityReport();
  const feedback = useActionFeedback();
  const [asking, setAsking] = useState(false);
  const myReport = activity.reports[0];
  return (
    <>
      <ActionButton
        pressed={Boolean(myReport)}
        disabled={withdraw.isPending}
        onClick={() =>
          myReport
            ? withdraw.mutate(
                { activityId: activity.id, reportId: myReport.id },
                feedback({ success: 'social.report.withdrawn' }),
              )
            : setAsking(true)
        }
      >
        {intl.formatMessage({ id: myReport ? 'social.report.undo' : 'social.report' })}
      </ActionButton>
      <ReportDialog activityId={activity.id} open={asking} onClose={() => setAsking(false)} />
    </>
  );
}

/**
 * One post or comment: author, time, group, message with links and a preview of the
 * first one, picture, interests, and the like / comment / delete / report actions.
 */
export function ActivityCard({
  activity,
  showCommentLink = true,
  showGroup = true,
  testId = 'activity-card',
  onDeleted,
}: {
  activity: Activity;
  showCommentLink?: boolean;
  /** False inside the group's own page, where "in {group}" says nothing new. */
  showGroup?: boolean;
  testId?: string;
  onDeleted?: () => void;
}) {
  const intl = useIntl();
  const { authenticated } = useSession();
  const me = useCurrentAccount();
  const like = useLikeActivity();
  const unlike = useUnlikeActivity();
  const liked = activity.likes.length > 0;
  // The like state is the viewer's: the count alone (neutral) until the viewer is known.
  const viewerKnown = useViewerKnown();
  const mine = me?.id === activity.account.id;
  const firstLink = firstLinkOf(activity.message);
  const profile = `/accounts/${activity.account.username}`;
  const [open, setOpen] = useState(false);
  const commentsId = useId();

  return (
    <Card className="p-3 sm:p-4" data-testid={testId}>
      <article aria-labelledby={`activity-${activity.id}-author`}>
        <header className="mb-2 flex items-center gap-3">
          <Link to={profile} tabIndex={-1} aria-hidden="true">
            <Avatar account={activity.account} />
          </Link>
          <div className="flex min-w-0 flex-col">
            <span className="flex flex-wrap items-baseline gap-x-1.5">
              <Link
                id={`activity-${activity.id}-author`}
                to={profile}
                className="font-semibold hover:underline"
              >
                {displayName(activity.account)}
              </Link>
              {showGroup && activity.group ? (
                <span className="text-sm text-gray-600 dark:text-gray-400">
                  {intl.formatMessage(
                    { id: 'social.in.group' },
                    {
                      group: (
                        <Link
                          key="group"
                          to={`/groups/${activity.group.slug}`}
                          className="font-medium hover:underline"
                        >
                          {activity.group.name}
                        </Link>
                      ),
                    },
                  )}
                </span>
              ) : null}
            </span>
            <Link
              to={`/activities/${activity.id}`}
              className="text-xs text-gray-600 hover:underline dark:text-gray-400"
            >
              <RelativeTime date={activity.createdAt} />
            </Link>
          </div>
          {activity.featured ? (
            <span className="ml-auto rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-on-secondary">
              {intl.formatMessage({ id: 'social.featured' })}
            </span>
          ) : null}
        </header>
        <MessageText activity={activity} />
        {firstLink && !activity.image ? <LinkPreviewCard href={firstLink} /> : null}
        {activity.image ? (
          <Image
            src={activity.image.uri}
            alt={intl.formatMessage({ id: 'social.picture' })}
            width={activity.image.width}
            height={activity.image.height}
            className="mt-3 h-auto max-h-[28rem] w-full rounded-xl object-cover"
          />
        ) : null}
        {activity.interests.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {activity.interests.map((interest) => (
              <li key={interest.id}>
                <Link
                  to={`/interests/${interest.slug}`}
                  className="inline-flex min-h-8 items-center rounded-full bg-primary/10 px-3 text-sm font-medium text-gray-900 hover:bg-primary/20 dark:text-white"
                >
                  #{interest.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <footer
          className="mt-2 flex flex-wrap items-center gap-1 border-t border-gray-100 pt-2 dark:border-white/10"
          aria-label={intl.formatMessage({ id: 'social.actions' })}
        >
          {authenticated && viewerKnown ? (
            <ActionButton
              pressed={liked}
              label={intl.formatMessage(
                { id: 'social.likeButton' },
                {
                  count: activity._count.likes,
                  action: intl.formatMessage({ id: liked ? 'social.unlike' : 'social.like' }),
                },
              )}
              onClick={() => (liked ? unlike.mutate(activity.id) : like.mutate(activity.id))}
            >
              <HeartIcon filled={liked} />
              <span aria-hidden="true">{intl.formatNumber(activity._count.likes)}</span>
            </ActionButton>
          ) : (
            <span className="inline-flex min-h-11 items-center gap-1.5 px-3 text-sm text-gray-700 dark:text-gray-300">
              <HeartIcon filled={false} />
              {intl.formatMessage({ id: 'social.likes' }, { count: activity._count.likes })}
            </span>
          )}
          {showCommentLink ? (
            <ActionButton
              onClick={() => setOpen(!open)}
              pressed={open}
              expanded={open}
              controls={commentsId}
            >
              {intl.formatMessage({ id: 'social.comments' }, { count: activity._count.comments })}
            </ActionButton>
          ) : null}
          <span className="ml-auto flex gap-1">
            {mine ? (
              <DeleteAction activity={activity} onDeleted={onDeleted} />
            ) : authenticated ? (
              <ReportAction activity={activity} />
            ) : null}
          </span>
        </footer>
        {showCommentLink && open ? <InlineComments activity={activity} id={commentsId} /> : null}
      </article>
    </Card>
  );
}
