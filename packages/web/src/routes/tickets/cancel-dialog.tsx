import { useCancelPass } from '@convene/client';
import type { PassRefund } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatMoney } from './money';

/**
 * Cancel: the dialog says what canceling refunds now (the pass's `refund` preview, by the
 * pass type's schedule) before anything happens; when there is money to give back, the
 * person chooses "refund me" or cancels without it (the confirm dialog's reasons).
 */
export function CancelButton({
  eventId,
  passId,
  refund,
}: {
  eventId: string;
  passId: string;
  refund: PassRefund;
}) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const cancel = useCancelPass(eventId, passId);
  const [open, setOpen] = useState(false);
  const amount = formatMoney(intl, refund.amount);
  const refundable = refund.amount > 0;
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'tickets.cancel.open' })}
      </Button>
      <ConfirmDialog
        open={open}
        destructive
        title={intl.formatMessage({ id: 'tickets.cancel.title' })}
        body={
          refundable
            ? intl.formatMessage(
                { id: 'tickets.cancel.refund' },
                { amount, percentage: refund.percentage },
              )
            : intl.formatMessage({ id: 'tickets.cancel.noRefund' })
        }
        {...(refundable
          ? {
              reasons: [
                {
                  value: 'refund',
                  label: intl.formatMessage({ id: 'tickets.cancel.refundMe' }, { amount }),
                },
                { value: 'keep', label: intl.formatMessage({ id: 'tickets.cancel.keep' }) },
              ],
            }
          : {})}
        confirmLabel={intl.formatMessage({ id: 'tickets.cancel.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'tickets.cancel.back' })}
        loading={cancel.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={({ reason }) => {
          const issueRefund = reason === 'refund';
          cancel.mutate(
            { issueRefund },
            feedback({
              success: issueRefund ? 'tickets.cancel.doneRefund' : 'tickets.cancel.done',
              values: { amount },
              onSuccess: () => setOpen(false),
            }),
          );
        }}
      />
    </>
  );
}
