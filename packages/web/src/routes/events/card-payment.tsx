import { ApiError, useCapturePaymentIntent } from '@convene/client';
import type { PaymentIntent } from '@convene/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import type { MessageId } from '../../i18n/catalogue';
import { formatMoney } from './format';

/**
 * The test gateway's documented cards (decision 0015): each is a nonce the gateway knows.
 * The demo pays through it, so a card is picked here instead of typed.
 */
export const TEST_CARDS: { nonce: string; label: MessageId }[] = [
  { nonce: 'tok_test_visa', label: 'events.pay.card.visa' },
  { nonce: 'tok_test_mastercard', label: 'events.pay.card.mastercard' },
  { nonce: 'tok_test_amex', label: 'events.pay.card.amex' },
  { nonce: 'tok_test_declined', label: 'events.pay.card.declined' },
  { nonce: 'tok_test_insufficient_funds', label: 'events.pay.card.insufficient' },
];

/**
 * Pays an intent: a card form that sends the nonce of the payment form to the capture. The
 * test gateway offers its documented cards; a free intent is confirmed without one. Other
 * providers need their own form (Stripe Elements, PayPal buttons …), not built yet.
 */
export function CardPayment({ intent, onPaid }: { intent: PaymentIntent; onPaid: () => void }) {
  const intl = useIntl();
  const capture = useCapturePaymentIntent();
  const [nonce, setNonce] = useState(TEST_CARDS[0]!.nonce);
  const type = intent.integration.type;
  const amount = formatMoney(intl, intent.amount, intent.currency);
  const pay = (body: { nonce?: string }) =>
    capture.mutate({ intent, ...body }, { onSuccess: onPaid });

  if (type === 'manual' || !['test', 'free'].includes(type))
    return (
      <p role="status" className="rounded-lg bg-gray-100 p-3 dark:bg-white/10">
        {intl.formatMessage({
          id: type === 'manual' ? 'events.pay.manual' : 'events.pay.unavailable',
        })}
      </p>
    );

  return (
    <div className="flex flex-col gap-3" data-testid="card-payment">
      {type === 'test' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">
            {intl.formatMessage({ id: 'events.pay.card' })}
          </legend>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {intl.formatMessage({ id: 'events.pay.testNote' })}
          </p>
          {TEST_CARDS.map((card) => (
            <label
              key={card.nonce}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-gray-200 px-3 dark:border-white/10"
            >
              <input
                type="radio"
                name={`card-${intent.id}`}
                value={card.nonce}
                checked={nonce === card.nonce}
                onChange={() => setNonce(card.nonce)}
                className="h-5 w-5 shrink-0 accent-[var(--color-primary)]"
              />
              {intl.formatMessage({ id: card.label })}
            </label>
          ))}
        </fieldset>
      ) : null}
      {capture.error ? (
        <p
          role="alert"
          className="font-medium text-red-700 dark:text-red-300"
          data-testid="payment-error"
        >
          {capture.error instanceof ApiError && capture.error.status === 402
            ? intl.formatMessage({ id: 'events.pay.failed' })
            : capture.error.message}
        </p>
      ) : null}
      <Button
        variant="primary"
        fullWidth
        loading={capture.isPending}
        onClick={() => pay(type === 'test' ? { nonce } : {})}
        data-testid="pay"
      >
        {intl.formatMessage({ id: 'events.pay.submit' }, { amount })}
      </Button>
    </div>
  );
}
