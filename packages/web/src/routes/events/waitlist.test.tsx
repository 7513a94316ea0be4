// @vitest-environment jsdom
import type { WaitlistEntry } from '@convene/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../lib/test-api';
import { WaitlistJoin, WaitlistOfferBanner } from './waitlist';

afterEach(cleanup);

const EVENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const PASS_TYPE = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const BASE = `/self/events/${EVENT}/waitlist`;

function entry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: 'w1',
    eventId: EVENT,
    passTypeId: PASS_TYPE,
    passType: { id: PASS_TYPE, name: 'Exhibitor' },
    status: 'waiting',
    position: 3,
    offeredAt: null,
    offerExpiresAt: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}

describe('WaitlistJoin', () => {
  it('joins the waitlist of a sold-out pass type', async () => {
    let entries: WaitlistEntry[] = [];
    const { sent } = renderWithApi(<WaitlistJoin eventId={EVENT} passTypeId={PASS_TYPE} />, {
      [`GET ${BASE}`]: () => ({ data: entries }),
      [`POST ${BASE}`]: () => {
        entries = [entry()];
        return { data: entries[0] };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join waitlist' }));
    expect(await screen.findByText('You are #3 on the waitlist')).toBeTruthy();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      passTypeId: PASS_TYPE,
    });
  });

  it('leaves the waitlist', async () => {
    const { sent } = renderWithApi(<WaitlistJoin eventId={EVENT} passTypeId={PASS_TYPE} />, {
      [`GET ${BASE}`]: () => ({ data: [entry()] }),
      [`DELETE ${BASE}/${PASS_TYPE}`]: () => ({ data: null }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave waitlist' }));
    await waitFor(() => expect(sent.map((request) => request.method)).toContain('DELETE'));
  });
});

describe('WaitlistOfferBanner', () => {
  it('says which place is held and until when', async () => {
    renderWithApi(<WaitlistOfferBanner eventId={EVENT} />, {
      [`GET ${BASE}`]: () => ({
        data: [
          entry({
            status: 'offered',
            position: null,
            offeredAt: '2026-11-20T00:00:00.000Z',
            offerExpiresAt: '2999-01-05T18:00:00.000Z',
          }),
          entry({ id: 'w2', status: 'expired', offerExpiresAt: '2020-01-01T00:00:00.000Z' }),
        ],
      }),
    });
    const banner = await screen.findByTestId('waitlist-offer');
    expect(banner.textContent).toMatch(
      /^A place for Exhibitor opened up: it is held in your cart until Jan 5, 2999/,
    );
    expect(banner.querySelectorAll('p')).toHaveLength(1);
  });

  it('shows nothing without an offer', async () => {
    const { sent } = renderWithApi(<WaitlistOfferBanner eventId={EVENT} />, {
      [`GET ${BASE}`]: () => ({ data: [entry()] }),
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByTestId('waitlist-offer')).toBeNull();
  });
});
