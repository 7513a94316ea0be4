import {
  ApiError,
  useApplyRegistrationCoupon,
  useRegistrationIntent,
  useRemoveRegistrationCoupon,
  useSubmitRegistration,
} from '@convene/client';
import type { Registration } from '@convene/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { TextField } from '../../components/text-field';
import { AddressPicker } from '../../components/payments/address-picker';
import { useBillingAddress } from '../../components/payments/billing-address';
import { IntentPayment } from '../../components/payments/intent-payment';
import { CartSummary } from './cart-summary';
import type { StepId, StepProps } from './register-page';
import { StepActions } from '../../components/stepper';
import { useTermsAgreement } from './terms';

function CouponForm({ eventId, registration }: { eventId: string; registration: Registration }) {
  const intl = useIntl();
  const apply = useApplyRegistrationCoupon(eventId);
  const remove = useRemoveRegistrationCoupon(eventId);
  const [code, setCode] = useState('');
  if (registration.coupon)
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-2"
        data-testid="coupon-applied"
      >
        <p>
          {intl.formatMessage({ id: 'events.coupon.applied' }, { code: registration.coupon.code })}
        </p>
        <Button
          variant="white"
          size="small"
          loading={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {intl.formatMessage({ id: 'events.coupon.remove' })}
        </Button>
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply.mutate({ couponCode: code.trim() }, { onSuccess: () => setCode('') });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <TextField
        label={intl.formatMessage({ id: 'events.coupon.label' })}
        value={code}
        onChange={(change) => setCode(change.target.value.toUpperCase())}
        autoCapitalize="characters"
        error={apply.error?.message ?? null}
        className="flex-1"
      />
      <Button type="submit" variant="secondary" loading={apply.isPending}>
        {intl.formatMessage({ id: 'events.coupon.apply' })}
      </Button>
    </form>
  );
}

/** Why the cart cannot be paid: the server's message and every field it names, with a way back. */
function CartProblems({ error, goTo }: { error: Error; goTo: (step: StepId) => void }) {
  const intl = useIntl();
  const named = error instanceof ApiError ? error.errors : [];
  const questions = named.some((item) => item.field.includes('.questions.'));
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-lg border border-red-300 p-3 dark:border-red-400/50"
    >
      <p className="font-medium text-red-700 dark:text-red-300">{error.message}</p>
      {named.length > 0 ? (
        <ul className="list-disc pl-5 text-sm">
          {named.map((item) => (
            <li key={`${item.field}-${item.message}`}>{item.message}</li>
          ))}
        </ul>
      ) : null}
      <Button
        variant="white"
        size="small"
        className="self-start"
        onClick={() => goTo(questions ? 'questions' : 'passes')}
      >
        {intl.formatMessage({
          id: questions ? 'events.review.editAnswers' : 'events.review.editPasses',
        })}
      </Button>
    </div>
  );
}

/** Step 4: what it costs, a coupon, the terms; then register (free) or pay through the intent. */
export function RegisterReview({ event, registration, onBack, goTo, onDone }: StepProps) {
  const intl = useIntl();
  // The terms are agreed to on this step only when the organization has some (decision 0055).
  const { hasTerms, pending, agreed, confirm, field } = useTermsAgreement(
    registration.termsAccepted,
  );
  const billing = useBillingAddress();
  const free = registration.totals.subTotal === 0;
  // A paid cart shows the card form as soon as nothing is left to answer: the address when
  // the tax rule needs one, the terms when there are some. No "continue" in between.
  const paying = !free && !pending && billing.addressId !== '' && (!hasTerms || agreed);
  const submit = useSubmitRegistration(event.id);
  const intent = useRegistrationIntent(event.id, {
    addressId: paying ? billing.addressId : '',
    termsAccepted: true,
  });

  const complete = () => {
    if (confirm()) submit.mutate({ termsAccepted: true }, { onSuccess: onDone });
  };

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <CartSummary registration={registration} intent={paying ? intent.data : undefined} />
        {/* Coupons reduce what costs money (the event's coupon count is not reliable). */}
        {!free || registration.coupon ? (
          <CouponForm eventId={event.id} registration={registration} />
        ) : null}
      </Card>
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        {free || !billing.required ? null : (
          <AddressPicker value={billing.addressId ?? ''} onChange={billing.choose} />
        )}
        {hasTerms ? field : null}
        {!free && hasTerms && !agreed ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {intl.formatMessage({ id: 'events.review.agreeToPay' })}
          </p>
        ) : null}
        {submit.error ? <CartProblems error={submit.error} goTo={goTo} /> : null}
        {paying ? (
          <IntentPayment
            intent={intent}
            onPaid={onDone}
            renderError={(error) => <CartProblems error={error} goTo={goTo} />}
          />
        ) : null}
      </Card>
      <StepActions
        onBack={onBack}
        onNext={free ? complete : undefined}
        loading={submit.isPending || pending}
        nextLabel={intl.formatMessage({ id: 'events.review.complete' })}
      />
    </div>
  );
}
