import {
  useAddFreePassAddOns,
  useAnswerFollowup,
  useAttendeeFollowups,
  useAttendeePassAddOns,
  usePassAddOnsIntent,
} from '@convene/client';
import type { Followup } from '@convene/contract';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useActionFeedback } from '../../components/action-feedback';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Skeleton } from '../../components/skeleton';
import { showSuccessToast } from '../../components/toasts';
import { Answers } from './answers';
import { formatMoney } from './money';
import { useBillingAddress } from '../../components/payments/billing-address';
import { PaymentStep } from '../../components/payments/payment-step';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

/**
 * The add-ons the pass type offers: owned ones, free ones added at once, and paid ones
 * chosen, then bought through the payment form (an add-ons intent for the chosen ones and
 * the billing address, captured as the registration's; the demo pays with the test cards).
 */
export function PassAddOns({ eventId, passId }: { eventId: string; passId: string }) {
  const intl = useIntl();
  const feedback = useActionFeedback();
  const addOns = useAttendeePassAddOns(eventId, passId);
  const addFree = useAddFreePassAddOns(eventId, passId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [paying, setPaying] = useState(false);
  const billing = useBillingAddress();
  const intent = usePassAddOnsIntent(eventId, passId, {
    addOnIds: chosen,
    addressId: paying ? billing.addressId : '',
  });
  const list = addOns.data ?? [];
  if (addOns.isPending) return <Skeleton className="h-16 w-full" />;
  if (list.length === 0) return null;
  const toggle = (id: string, on: boolean) => {
    setPaying(false);
    setChosen((old) => (on ? [...old, id] : old.filter((other) => other !== id)));
  };
  const paid = () => {
    setPaying(false);
    setChosen([]);
    showSuccessToast(intl.formatMessage({ id: 'tickets.addOns.bought' }));
  };
  return (
    <Section title={intl.formatMessage({ id: 'tickets.addOns.title' })}>
      <ul className="flex flex-col gap-2">
        {list.map((addOn) => (
          <li key={addOn.id} className="flex min-h-11 flex-wrap items-center justify-between gap-2">
            {!addOn.owned && addOn.price > 0 ? (
              <label className="flex min-h-11 flex-1 items-center gap-3">
                <input
                  type="checkbox"
                  checked={chosen.includes(addOn.id)}
                  onChange={(event) => toggle(addOn.id, event.target.checked)}
                  className="h-5 w-5 shrink-0 accent-[var(--color-primary)]"
                />
                <span className="font-medium">{addOn.name}</span>
              </label>
            ) : (
              <span className="font-medium">{addOn.name}</span>
            )}
            {addOn.owned ? (
              <span className="text-sm text-gray-600 dark:text-gray-300">
                {intl.formatMessage({
                  id: addOn.price > 0 ? 'tickets.addOns.purchased' : 'tickets.addOns.owned',
                })}
              </span>
            ) : addOn.price === 0 ? (
              <Button
                size="small"
                variant="secondary"
                loading={addFree.isPending && addFree.variables?.includes(addOn.id)}
                onClick={() =>
                  addFree.mutate(
                    [addOn.id],
                    feedback({ success: 'tickets.addOns.added', values: { name: addOn.name } }),
                  )
                }
              >
                {intl.formatMessage({ id: 'tickets.addOns.add' }, { name: addOn.name })}
              </Button>
            ) : (
              <span className="text-sm">{formatMoney(intl, addOn.price)}</span>
            )}
          </li>
        ))}
      </ul>
      {chosen.length > 0 && !paying ? (
        <Button variant="primary" className="mt-3" onClick={() => setPaying(true)}>
          {intl.formatMessage({ id: 'tickets.addOns.buy' }, { count: chosen.length })}
        </Button>
      ) : null}
      {paying ? (
        <div className="mt-4">
          <PaymentStep
            billing={billing}
            intent={intent}
            onPaid={paid}
            onCancel={() => setPaying(false)}
          />
        </div>
      ) : null}
    </Section>
  );
}

function FollowupForm({
  eventId,
  passId,
  followup,
}: {
  eventId: string;
  passId: string;
  followup: Followup;
}) {
  const feedback = useActionFeedback();
  const answer = useAnswerFollowup(eventId, passId);
  const answers = followup.questions.map((question) => ({
    question,
    value: followup.responses.find((response) => response.questionId === question.id)?.value ?? '',
  }));
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{followup.name}</h3>
      {followup.description ? (
        <p className="text-sm text-gray-600 dark:text-gray-300">{followup.description}</p>
      ) : null}
      <Answers
        answers={answers}
        saving={answer.isPending}
        onSave={(questions, done) =>
          answer.mutate(
            { followupId: followup.id, questions },
            feedback({ success: 'tickets.followups.saved', onSuccess: done }),
          )
        }
      />
    </div>
  );
}

/** Questions the hosts added after purchase (follow-ups), answered here. */
export function PassFollowups({ eventId, passId }: { eventId: string; passId: string }) {
  const intl = useIntl();
  const followups = useAttendeeFollowups(eventId, passId);
  const list = followups.data ?? [];
  if (list.length === 0) return null;
  return (
    <Section title={intl.formatMessage({ id: 'tickets.followups.title' })}>
      <div className="flex flex-col gap-6">
        {list.map((followup) => (
          <FollowupForm key={followup.id} eventId={eventId} passId={passId} followup={followup} />
        ))}
      </div>
    </Section>
  );
}
