// Test support for the payment forms' component tests (pay-*.test.tsx); not part of the app.
import { PAYMENT_MESSAGES, type PaymentIntent, type PaymentProvider } from '@convene/contract';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { renderWithApi } from '../../lib/test-api';

export const INTENT_ID = '4b4f3c1e-8f0a-4c56-9a38-1f0f7d1c2a10';

/** A $25.00 intent paid through `type`, as the server answers it. */
export function intentFor(
  type: PaymentProvider,
  overrides: Partial<PaymentIntent> = {},
  integration: Partial<PaymentIntent['integration']> = {},
): PaymentIntent {
  return {
    id: INTENT_ID,
    integrationId: '0c6c2a53-3a9f-4d1e-9f57-2b8a5ad2f1a4',
    accountId: '9d0f8a1b-2c3d-4e5f-8a6b-7c8d9e0f1a2b',
    purpose: 'registration',
    description: 'Pottery weekend',
    secret: '',
    referenceId: null,
    status: 'requires_payment',
    amount: 2500,
    subTotal: 2500,
    salesTax: 0,
    salesTaxRate: 0,
    currency: 'USD',
    metadata: {},
    eventId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    registrationId: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c',
    invoiceId: null,
    bookingId: null,
    // The fixture's registration is not read by the forms under test.
    registration: null,
    invoice: null,
    booking: null,
    addressId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    country: 'US',
    state: 'ME',
    zip: '04101',
    integration: {
      type,
      connectionId: null,
      publicKey: null,
      environment: 'sandbox',
      ...integration,
    },
    account: {
      id: '9d0f8a1b-2c3d-4e5f-8a6b-7c8d9e0f1a2b',
      username: 'maya',
      accountType: 'account',
      firstName: 'Maya',
      lastName: 'Lind',
      title: null,
      company: null,
      image: null,
    },
    createdAt: '2026-11-23T07:00:00.000Z',
    ...overrides,
  };
}

/**
 * Renders a payment form in `locale` against an API whose capture answers `captureStatus`
 * (200 paid, 402 declined as the server words it). `captures()` lists the capture bodies.
 */
export function renderPayment(
  form: ReactElement,
  { locale = 'en', captureStatus = 200 }: { locale?: string; captureStatus?: 200 | 402 } = {},
) {
  const { sent } = renderWithApi(
    form,
    {
      [`POST /organization/intents/${INTENT_ID}/capture`]: () =>
        captureStatus === 200
          ? { data: null }
          : { status: 402, code: 'PAYMENT_FAILED', message: PAYMENT_MESSAGES.failed },
    },
    locale,
  );
  return { captures: () => sent.map((request) => request.body) };
}

/** The form's pay button once its provider's SDK is ready (it is disabled until then). */
export async function readyPayButton(): Promise<HTMLElement> {
  const button = await screen.findByTestId('pay');
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
}
