import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { useIntl } from 'react-intl';
import {
  PaymentError,
  PaymentNotice,
  regionalLocale,
  usePaymentCapture,
  type PaymentFormProps,
} from './pay-shared';

/** The order the server created for the intent (Orders v2, intent CAPTURE). */
const orderOf = (intent: PaymentFormProps['intent']) => intent.referenceId ?? intent.secret;

function Buttons({ intent, onPaid }: PaymentFormProps) {
  const intl = useIntl();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const { capture, fail, error, pending } = usePaymentCapture({ intent, onPaid });
  if (isRejected)
    return <PaymentError message={intl.formatMessage({ id: 'payments.loadFailed' })} />;
  return (
    <div className="flex flex-col gap-3" data-testid="paypal-payment">
      {isPending ? (
        <PaymentNotice>{intl.formatMessage({ id: 'payments.loading' })}</PaymentNotice>
      ) : null}
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        disabled={pending}
        // The buyer approves the server's order in PayPal's window; no order is made here.
        createOrder={async () => orderOf(intent)}
        onApprove={async (data) => {
          await capture({ nonce: data.orderID });
        }}
        onCancel={() => fail(intl.formatMessage({ id: 'payments.canceled' }))}
        onError={() => fail(intl.formatMessage({ id: 'payments.failed' }))}
      />
      {pending ? (
        <PaymentNotice>{intl.formatMessage({ id: 'payments.processing' })}</PaymentNotice>
      ) : null}
      <PaymentError message={error} />
    </div>
  );
}

/**
 * Pays a PayPal intent with the PayPal buttons: the organization's client id
 * (`integration.connectionId`) loads PayPal's script; the buttons approve the order the
 * server created (the intent's `referenceId`), and our capture captures the approved order.
 */
export default function PayPalPayment({ intent, onPaid }: PaymentFormProps) {
  const intl = useIntl();
  return (
    <PayPalScriptProvider
      options={{
        clientId: intent.integration.connectionId ?? '',
        currency: intent.currency,
        intent: 'capture',
        components: 'buttons',
        locale: regionalLocale(intl.locale),
        environment: intent.integration.environment,
      }}
    >
      <Buttons intent={intent} onPaid={onPaid} />
    </PayPalScriptProvider>
  );
}
