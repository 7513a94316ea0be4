import { useReportActivity } from '@convene/client';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../action-feedback';
import { ConfirmDialog, type ConfirmChoice } from '../confirm-dialog';

/** Why a post is reported; the key is what the server stores (`reason`, with any details after it). */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'sexual',
  'misinformation',
  'other',
] as const;

/** The stored reason: the key, then what the person typed ('spam: same link ten times'). */
export function reportReason({ reason, details }: ConfirmChoice): string {
  return [reason ?? 'other', details].filter(Boolean).join(': ');
}

/** Report a post or comment: pick a reason (and say more), then send it to the moderators. */
export function ReportDialog({
  activityId,
  open,
  onClose,
}: {
  activityId: string;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const report = useReportActivity();
  const feedback = useActionFeedback();
  return (
    <ConfirmDialog
      open={open}
      title={intl.formatMessage({ id: 'social.report.title' })}
      body={intl.formatMessage({ id: 'social.report.body' })}
      reasons={REPORT_REASONS.map((value) => ({
        value,
        label: intl.formatMessage({ id: `social.report.reason.${value}` }),
      }))}
      detailsLabel={intl.formatMessage({ id: 'social.report.details' })}
      confirmLabel={intl.formatMessage({ id: 'social.report.submit' })}
      loading={report.isPending}
      onCancel={onClose}
      onConfirm={(choice) =>
        report.mutate(
          { activityId, reason: reportReason(choice) },
          feedback({ success: 'social.reported', onSettled: onClose }),
        )
      }
    />
  );
}
