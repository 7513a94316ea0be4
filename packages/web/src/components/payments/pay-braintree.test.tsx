// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInMessages } from '../../i18n/catalogue';
import { CardPayment } from './card-payment';
import { intentFor, readyPayButton, renderPayment } from './pay-test-support';

/**
 * The Drop-in talks to Braintree's servers as it starts, which are not reachable here, so
 * braintree-web-drop-in is replaced at the module boundary by a Drop-in whose
 * requestPaymentMethod answers what each test says.
 */
const braintree = vi.hoisted(() => {
  const dropin = {
    requestPaymentMethod: vi.fn<() => Promise<{ nonce: string; deviceData?: string }>>(),
    clearSelectedPaymentMethod: vi.fn(),
    teardown: vi.fn(async () => undefined),
  };
  return { dropin, create: vi.fn() };
});

vi.mock('braintree-web-drop-in', () => ({ create: braintree.create }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const CLIENT_TOKEN = 'eyJ2ZXJzaW9uIjoyLCJhdXRob3JpemF0aW9uRmluZ2VycHJpbnQiOiJ0ZXN0In0=';

function renderBraintree(options: Parameters<typeof renderPayment>[1] = {}) {
  braintree.create.mockResolvedValue(braintree.dropin);
  const onPaid = vi.fn();
  const intent = intentFor('braintree', { secret: CLIENT_TOKEN }, { connectionId: 'merchant1' });
  return { ...renderPayment(<CardPayment intent={intent} onPaid={onPaid} />, options), onPaid };
}

describe('paying with the Braintree Drop-in', () => {
  it('starts the Drop-in with the client token, then captures with its nonce and device data', async () => {
    braintree.dropin.requestPaymentMethod.mockResolvedValue({
      nonce: 'tokencc_bf_visa',
      deviceData: '{"correlation_id":"abc"}',
    });
    const { captures, onPaid } = renderBraintree({ locale: 'es' });
    fireEvent.click(await readyPayButton());

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(braintree.create).toHaveBeenCalledWith(
      expect.objectContaining({
        authorization: CLIENT_TOKEN,
        locale: 'es_ES',
        dataCollector: true,
        container: expect.any(HTMLDivElement),
      }),
    );
    expect(captures()).toEqual([
      { nonce: 'tokencc_bf_visa', deviceData: '{"correlation_id":"abc"}' },
    ]);
  });

  it('shows the decline in the language and clears the refused card for another', async () => {
    braintree.dropin.requestPaymentMethod.mockResolvedValue({ nonce: 'fake-processor-declined' });
    const { captures, onPaid } = renderBraintree({ locale: 'fr', captureStatus: 402 });
    fireEvent.click(await readyPayButton());

    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      builtInMessages('fr')['payments.failed'],
    );
    expect(captures()).toEqual([{ nonce: 'fake-processor-declined' }]);
    expect(braintree.dropin.clearSelectedPaymentMethod).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('captures nothing when the Drop-in refuses the card details', async () => {
    braintree.dropin.requestPaymentMethod.mockRejectedValue(new Error('No payment method'));
    const { captures } = renderBraintree({ locale: 'ja' });
    fireEvent.click(await readyPayButton());

    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      builtInMessages('ja')['payments.card.invalid'],
    );
    expect(captures()).toEqual([]);
  });

  it('says when the Drop-in cannot start, and tears it down when the form goes', async () => {
    braintree.create.mockRejectedValueOnce(new Error('authorization'));
    renderPayment(
      <CardPayment intent={intentFor('braintree', { secret: CLIENT_TOKEN })} onPaid={vi.fn()} />,
    );
    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      builtInMessages('en')['payments.loadFailed'],
    );
    cleanup();

    renderBraintree();
    await readyPayButton();
    cleanup();
    expect(braintree.dropin.teardown).toHaveBeenCalledTimes(1);
  });
});
