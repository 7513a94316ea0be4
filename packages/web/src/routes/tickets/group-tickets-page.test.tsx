// @vitest-environment jsdom
import type { ManagedCoupon, ManagedCouponPass } from '@convene/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupTicketsPage } from './group-tickets-page';
import { atRoute, renderWithApi, type FakeRoutes } from '../../lib/test-api';

afterEach(cleanup);

const EVENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const COUPON = '9e5f6a7b-8c9d-4e0f-9a1b-3c4d5e6f7a8b';
const BASE = `/self/events/${EVENT}/attendee/coupons`;

const coupon = {
  id: COUPON,
  code: 'HARBOUR-CLUB',
  description: null,
  eventId: EVENT,
  ticketId: null,
  ticket: null,
  prePaid: true,
  active: true,
  startDate: null,
  endDate: null,
  discountAmount: null,
  discountPercent: 100,
  quantityMin: null,
  quantityMax: null,
  useLimit: 5,
  purchaseLimit: null,
  emailDomains: null,
  applyToPassType: true,
  applyToAddOns: false,
  applyToReservation: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  registrationId: 'r1',
  _count: { purchases: 2 },
} satisfies ManagedCoupon;

const redeemed = (id: string, firstName: string): ManagedCouponPass => ({
  id,
  status: 'ready',
  coupon,
  registration: {
    account: {
      id: `account-${id}`,
      username: firstName.toLowerCase(),
      accountType: 'account',
      firstName,
      lastName: 'Lind',
      title: null,
      company: null,
      image: null,
    },
  },
  createdAt: '2026-11-20T00:00:00.000Z',
});

function renderPage(routes: FakeRoutes) {
  return renderWithApi(
    atRoute(
      <GroupTicketsPage />,
      'tickets/:eventId/group-tickets',
      `/tickets/${EVENT}/group-tickets`,
    ),
    {
      [`GET /events/${EVENT}`]: () => ({
        status: 404,
        code: 'NOT_FOUND',
        message: 'Event not found',
      }),
      ...routes,
    },
  );
}

describe('GroupTicketsPage', () => {
  it('shows each code with its uses out of its limit, an invitation and the passes redeemed', async () => {
    renderPage({
      [`GET ${BASE}`]: () => ({ data: [coupon] }),
      [`GET ${BASE}/${COUPON}/passes`]: () => ({
        data: [redeemed('p1', 'Ada'), redeemed('p2', 'Bo')],
      }),
    });
    const card = (await screen.findByRole('heading', { name: 'HARBOUR-CLUB' })).closest('li')!;
    expect(within(card).getByTestId('group-uses').textContent).toBe('2 of 5 used');
    expect(
      within(card).getByText(/enter the code HARBOUR-CLUB to use one of my group tickets/),
    ).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Copy the invitation' })).toBeTruthy();
    expect(await within(card).findByText('Ada Lind')).toBeTruthy();
    expect(within(card).getByText('Bo Lind')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sessions' }).getAttribute('href')).toBe(
      `/tickets/${EVENT}/sessions`,
    );
  });

  it('says when no group tickets were bought', async () => {
    renderPage({ [`GET ${BASE}`]: () => ({ data: [] }) });
    expect(await screen.findByText('No group tickets')).toBeTruthy();
  });
});
