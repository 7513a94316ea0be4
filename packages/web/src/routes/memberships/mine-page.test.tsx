// @vitest-environment jsdom
import type { Subscription } from '@convene/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TierLockNotice } from '../../components/tier-lock';
import { atRoute, renderWithApi } from '../../lib/test-api';
import { MinePage } from './mine-page';

const ID = '0190f2a8-0000-7000-8000-0000000000aa';
const PRODUCT = '0190f2a8-0000-7000-8000-0000000000bb';
const PRICE = '0190f2a8-0000-7000-8000-0000000000cc';

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: ID,
    status: 'active',
    expiresAt: '2027-01-15T10:00:00.000Z',
    cancelAtEnd: false,
    productId: PRODUCT,
    priceId: PRICE,
    quantity: 1,
    paymentMethodId: 'tok_test_visa',
    subscriptionProduct: {
      id: PRODUCT,
      active: true,
      name: 'Supporter',
      description: null,
      featured: true,
    },
    price: {
      id: PRICE,
      active: true,
      amount: 800,
      currency: 'USD',
      interval: 'month',
      intervalCount: 1,
      maxAmount: 800,
      minAmount: 800,
      type: 'fixed',
      trialDays: 0,
    },
    account: {
      id: '0190f2a8-0000-7000-8000-0000000000dd',
      username: 'maya',
      accountType: 'account',
      firstName: 'Maya',
      lastName: null,
      title: null,
      company: null,
      image: null,
    },
    paymentMethod: { brand: 'visa', last4: '4242', expMonth: null, expYear: null },
    tiers: [],
    createdAt: '2026-12-15T10:00:00.000Z',
    updatedAt: '2026-12-15T10:00:00.000Z',
    ...overrides,
  } as Subscription;
}

afterEach(cleanup);

describe('MinePage', () => {
  it('shows status, price, renewal and card, and cancels at the period’s end', async () => {
    let current = subscription();
    const { sent } = renderWithApi(atRoute(<MinePage />, 'memberships/mine', '/memberships/mine'), {
      'GET /self/subscriptions': () => ({ data: [current] }),
      [`DELETE /self/subscriptions/${ID}`]: () => {
        current = subscription({ cancelAtEnd: true });
        return { data: null };
      },
    });
    const card = await screen.findByTestId('membership');
    expect(within(card).getByTestId('membership-status').textContent).toBe('Active');
    expect(within(card).getByText('$8.00 a month')).toBeTruthy();
    expect(within(card).getByText('Renews on January 15, 2027')).toBeTruthy();
    expect(within(card).getByText('visa ending 4242')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel membership' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));
    await screen.findByText('Ends on January 15, 2027');
    expect(sent.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('says there is no membership yet', async () => {
    renderWithApi(atRoute(<MinePage />, 'memberships/mine', '/memberships/mine'), {
      'GET /self/subscriptions': () => ({ data: [] }),
    });
    await screen.findByText('You have no membership yet');
  });
});

describe('TierLockNotice', () => {
  it('names the tiers and the plans that unlock the page', async () => {
    renderWithApi(atRoute(<TierLockNotice type="channel" resourceId={ID} />, '/', '/'), {
      [`GET /organization/tier-locks/channel/${ID}`]: () => ({
        data: {
          tiers: [{ name: 'Supporter' }],
          products: [{ id: PRODUCT, name: 'Supporter plan' }],
        },
      }),
    });
    await screen.findByText('This is for members with: Supporter.');
    await waitFor(() => expect(screen.getByText('Supporter plan')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toContain(
      '/memberships',
    );
  });
});
