// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInMessages } from '../../i18n/catalogue';
import { CardPayment } from './card-payment';
import { intentFor, renderPayment } from './pay-test-support';

/**
 * PayPal's script cannot load here, so @paypal/react-paypal-js (the loader and the buttons
 * it draws from that script) is replaced at the module boundary: the script provider keeps
 * its options, and each button stands for what the buyer does in PayPal's window.
 */
const paypal = vi.hoisted(() => ({
  options: [] as object[],
  status: { isPending: false, isRejected: false },
  orders: [] as string[],
}));

vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ options, children }: { options: object; children: ReactNode }) => {
    paypal.options.push(options);
    return children;
  },
  usePayPalScriptReducer: () => [paypal.status, () => undefined],
  PayPalButtons: (props: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onCancel: () => void;
    onError: (error: Error) => void;
  }) => (
    <>
      <button
        onClick={async () => {
          const orderID = await props.createOrder();
          paypal.orders.push(orderID);
          await props.onApprove({ orderID });
        }}
      >
        PayPal: approve
      </button>
      <button onClick={() => props.onCancel()}>PayPal: close the window</button>
      <button onClick={() => props.onError(new Error('popup blocked'))}>PayPal: fail</button>
    </>
  ),
}));

afterEach(() => {
  cleanup();
  paypal.options = [];
  paypal.orders = [];
  paypal.status = { isPending: false, isRejected: false };
});

/** A PayPal intent as the server answers it: the order id, and the client id to load with. */
const paypalIntent = (clientId: string | null = 'AbcPayPalClientId') =>
  intentFor(
    'paypal',
    { secret: 'ORDER-5O190127TN364715T', referenceId: 'ORDER-5O190127TN364715T' },
    { connectionId: clientId },
  );

function renderPayPal(options: Parameters<typeof renderPayment>[1] = {}) {
  const onPaid = vi.fn();
  return {
    ...renderPayment(<CardPayment intent={paypalIntent()} onPaid={onPaid} />, options),
    onPaid,
  };
}

describe('paying with the PayPal buttons', () => {
  it("loads PayPal's script with the client id, approves the server's order and captures it", async () => {
    const { captures, onPaid } = renderPayPal({ locale: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'PayPal: approve' }));

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(paypal.options[0]).toEqual({
      clientId: 'AbcPayPalClientId',
      currency: 'USD',
      intent: 'capture',
      components: 'buttons',
      locale: 'fr_FR',
      environment: 'sandbox',
    });
    expect(paypal.orders).toEqual(['ORDER-5O190127TN364715T']);
    expect(captures()).toEqual([{ nonce: 'ORDER-5O190127TN364715T' }]);
  });

  it('shows the decline in the language when the capture refuses the approved order', async () => {
    const { captures, onPaid } = renderPayPal({ locale: 'es', captureStatus: 402 });
    fireEvent.click(await screen.findByRole('button', { name: 'PayPal: approve' }));

    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      builtInMessages('es')['payments.failed'],
    );
    expect(captures()).toHaveLength(1);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says so when the buyer closes PayPal, or PayPal fails, and captures nothing', async () => {
    const { captures } = renderPayPal({ locale: 'ja' });
    fireEvent.click(await screen.findByRole('button', { name: 'PayPal: close the window' }));
    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      builtInMessages('ja')['payments.canceled'],
    );
    fireEvent.click(screen.getByRole('button', { name: 'PayPal: fail' }));
    await waitFor(() =>
      expect(screen.getByTestId('payment-error').textContent).toBe(
        builtInMessages('ja')['payments.failed'],
      ),
    );
    expect(captures()).toEqual([]);
  });

  it("says when PayPal's script cannot load, and when staff have not set a client id", async () => {
    paypal.status = { isPending: false, isRejected: true };
    renderPayPal();
    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      builtInMessages('en')['payments.loadFailed'],
    );
    cleanup();

    renderPayment(<CardPayment intent={paypalIntent(null)} onPaid={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe(
      builtInMessages('en')['payments.notConfigured'],
    );
  });
});
