// @vitest-environment jsdom
import type { PassAddOn } from '@convene/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INTENT_ID, intentFor } from '../../components/payments/pay-test-support';
import { PassAddOns } from './pass-extras';
import { ADDRESS_ID, renderWithApi, savedAddress } from '../../lib/test-api';

afterEach(cleanup);

const EVENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const PASS = '3e9f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b';
const BASE = `/self/events/${EVENT}/attendee/passes/${PASS}/addOns`;
const LUNCH = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const KIT = '6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
const MAP = '7c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f';

function addOn(id: string, name: string, price: number, owned = false): PassAddOn {
  return {
    id,
    name,
    shortDescription: '',
    longDescription: null,
    supply: null,
    remaining: null,
    price,
    pricePerNight: false,
    sortOrder: 0,
    eventId: EVENT,
    image: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    event: {} as PassAddOn['event'],
    owned,
  };
}

describe('PassAddOns', () => {
  it('buys the chosen paid add-ons through the test gateway', async () => {
    const { sent } = renderWithApi(<PassAddOns eventId={EVENT} passId={PASS} />, {
      [`GET ${BASE}`]: () => ({
        data: [
          addOn(LUNCH, 'Lunch', 1200),
          addOn(KIT, 'Tool kit', 2500),
          addOn(MAP, 'Map', 0, true),
        ],
      }),
      ['GET /self/addresses']: savedAddress,
      [`GET ${BASE}/intent`]: () => ({ data: intentFor('test', { amount: 3700 }) }),
      [`POST /organization/intents/${INTENT_ID}/capture`]: () => ({ data: null }),
    });
    expect(await screen.findByText('Included')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lunch' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tool kit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy 2 add-ons' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $37.00' }));
    await waitFor(() =>
      expect(sent.map((request) => request.path)).toContain(
        `/organization/intents/${INTENT_ID}/capture`,
      ),
    );
    const intent = sent.find((request) => request.path === `${BASE}/intent`);
    expect(new URLSearchParams(intent?.query).get('addOnIds')).toBe(`${LUNCH},${KIT}`);
    expect(new URLSearchParams(intent?.query).get('addressId')).toBe(ADDRESS_ID);
    await waitFor(() => expect(screen.queryByTestId('payment-step')).toBeNull());
  });

  it('asks no billing address when the organization taxes by none', async () => {
    const { sent } = renderWithApi(
      <PassAddOns eventId={EVENT} passId={PASS} />,
      {
        [`GET ${BASE}`]: () => ({ data: [addOn(LUNCH, 'Lunch', 1200)] }),
        [`GET ${BASE}/intent`]: () => ({ data: intentFor('test', { amount: 1200 }) }),
      },
      'en',
      { BILLING_ADDRESS_REQUIRED: false },
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Lunch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy 1 add-on' }));
    expect(await screen.findByRole('button', { name: 'Pay $12.00' })).toBeTruthy();
    expect(screen.queryByTestId('address-picker')).toBeNull();
    const intent = sent.find((request) => request.path === `${BASE}/intent`);
    expect(new URLSearchParams(intent?.query).has('addressId')).toBe(false);
    expect(sent.some((request) => request.path === '/self/addresses')).toBe(false);
  });

  it('leaves the payment without paying', async () => {
    renderWithApi(<PassAddOns eventId={EVENT} passId={PASS} />, {
      [`GET ${BASE}`]: () => ({ data: [addOn(LUNCH, 'Lunch', 1200)] }),
      ['GET /self/addresses']: savedAddress,
      [`GET ${BASE}/intent`]: () => ({ data: intentFor('test', { amount: 1200 }) }),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Lunch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy 1 add-on' }));
    await screen.findByRole('button', { name: 'Pay $12.00' });
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('payment-step')).toBeNull();
    expect(screen.getByRole('button', { name: 'Buy 1 add-on' })).toBeTruthy();
  });

  it('adds a free add-on at once', async () => {
    const { sent } = renderWithApi(<PassAddOns eventId={EVENT} passId={PASS} />, {
      [`GET ${BASE}`]: () => ({ data: [addOn(LUNCH, 'Lunch', 0)] }),
      [`POST ${BASE}/free`]: () => ({ data: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Lunch' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
        addOnIds: [LUNCH],
      }),
    );
  });
});
