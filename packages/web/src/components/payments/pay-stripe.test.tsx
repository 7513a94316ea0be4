// @vitest-environment jsdom
import type { PaymentIntentResult } from '@stripe/stripe-js';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInMessages } from '../../i18n/catalogue';
import { CardPayment } from './card-payment';
import { intentFor, readyPayButton, renderPayment } from './pay-test-support';

/**
 * Stripe.js itself cannot load here (no network to Stripe), so its loader is replaced at the
 * module boundary by a Stripe whose Payment Element is ready at once and whose
 * confirmPayment answers what each test says. @stripe/react-stripe-js is the real one.
 */
const stripe = vi.hoisted(() => {
  const element = {
    mount: () => undefined,
    destroy: () => undefined,
    update: () => undefined,
    off: () => undefined,
    on(event: string, handler: () => void) {
      if (event === 'ready') queueMicrotask(handler);
      return element;
    },
  };
  const elements = { create: () => element, update: () => undefined, getElement: () => element };
  const confirmPayment = vi.fn<(options: object) => Promise<PaymentIntentResult>>();
  const retrievePaymentIntent = vi.fn<(secret: string) => Promise<PaymentIntentResult>>();
  const fake = {
    elements: vi.fn(() => elements),
    createToken: () => undefined,
    createPaymentMethod: () => undefined,
    confirmCardPayment: () => undefined,
    confirmPayment,
    retrievePaymentIntent,
  };
  return { fake, elements, confirmPayment, retrievePaymentIntent, loadStripe: vi.fn() };
});

vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

/** A Stripe intent as the server answers it: publishable key and client secret. */
const stripeIntent = (publishableKey: string | null) =>
  intentFor(
    'stripe',
    { secret: 'pi_3Local_secret_xyz', referenceId: 'pi_3Local' },
    { connectionId: publishableKey },
  );

/** A PaymentIntent as Stripe.js answers it (the fields the form reads). */
const stripeSide = (status: string, paymentMethod: string | { id: string } | null) =>
  ({ id: 'pi_3Local', status, payment_method: paymentMethod }) as never;

function renderStripe(
  publishableKey: string | null,
  options: Parameters<typeof renderPayment>[1] = {},
) {
  stripe.loadStripe.mockResolvedValue(stripe.fake);
  if (!stripe.retrievePaymentIntent.getMockImplementation())
    stripe.retrievePaymentIntent.mockResolvedValue({
      paymentIntent: stripeSide('requires_payment_method', null),
    });
  const onPaid = vi.fn();
  const rendered = renderPayment(
    <CardPayment intent={stripeIntent(publishableKey)} onPaid={onPaid} />,
    options,
  );
  return { ...rendered, onPaid };
}

describe('paying with Stripe Elements', () => {
  it('loads Stripe.js with the publishable key, confirms in the browser, then captures with the PaymentMethod id', async () => {
    stripe.confirmPayment.mockResolvedValue({
      paymentIntent: stripeSide('requires_capture', 'pm_card_visa'),
    });
    const { captures, onPaid } = renderStripe('pk_test_first');
    fireEvent.click(await readyPayButton());

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_first', { locale: 'en' });
    expect(stripe.fake.elements).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_3Local_secret_xyz', locale: 'en' }),
    );
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ elements: stripe.elements, redirect: 'if_required' }),
    );
    expect(captures()).toEqual([{ nonce: 'pm_card_visa' }]);
    expect(screen.getByTestId('pay').textContent).toContain('$25.00');
  });

  it("shows Stripe's own words for a refused card, in the page's language, and captures nothing", async () => {
    stripe.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Votre carte a été refusée.' },
    });
    const { captures, onPaid } = renderStripe('pk_test_french', { locale: 'fr' });
    fireEvent.click(await readyPayButton());

    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      'Votre carte a été refusée.',
    );
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_french', { locale: 'fr' });
    expect(captures()).toEqual([]);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('answers a Stripe failure that is not about the card with our message in the language', async () => {
    stripe.confirmPayment.mockResolvedValue({
      error: { type: 'api_connection_error', message: 'Network error' },
    });
    const { captures } = renderStripe('pk_test_spanish', { locale: 'es' });
    fireEvent.click(await readyPayButton());

    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      builtInMessages('es')['payments.failed'],
    );
    expect(captures()).toEqual([]);
  });

  it('shows the decline in the language when our capture refuses the payment (402)', async () => {
    stripe.confirmPayment.mockResolvedValue({
      paymentIntent: stripeSide('requires_capture', null),
    });
    const { captures, onPaid } = renderStripe('pk_test_declined', {
      locale: 'ja',
      captureStatus: 402,
    });
    fireEvent.click(await readyPayButton());

    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      builtInMessages('ja')['payments.failed'],
    );
    expect(captures()).toEqual([{}]);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('captures an intent confirmed before whose capture was lost (Stripe refuses a second confirmation)', async () => {
    stripe.confirmPayment.mockResolvedValue({
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        payment_intent: stripeSide('requires_capture', { id: 'pm_earlier' }),
      },
    });
    const { captures, onPaid } = renderStripe('pk_test_retry');
    fireEvent.click(await readyPayButton());

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(captures()).toEqual([{ nonce: 'pm_earlier' }]);
  });

  it('captures at once an intent Stripe already holds confirmed (back from a redirect), without asking again', async () => {
    stripe.retrievePaymentIntent.mockResolvedValue({
      paymentIntent: stripeSide('requires_capture', 'pm_from_redirect'),
    });
    const { captures, onPaid } = renderStripe('pk_test_redirect');

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith('pi_3Local_secret_xyz');
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    expect(captures()).toEqual([{ nonce: 'pm_from_redirect' }]);
  });

  it('says when Stripe.js cannot load, and when staff have not set a publishable key', async () => {
    stripe.loadStripe.mockRejectedValueOnce(new Error('blocked'));
    renderPayment(<CardPayment intent={stripeIntent('pk_test_blocked')} onPaid={vi.fn()} />);
    expect((await screen.findByTestId('payment-error')).textContent).toBe(
      builtInMessages('en')['payments.loadFailed'],
    );
    cleanup();

    renderStripe(null);
    expect(screen.getByRole('status').textContent).toBe(
      builtInMessages('en')['payments.notConfigured'],
    );
    expect(stripe.loadStripe).toHaveBeenCalledTimes(1);
  });
});
