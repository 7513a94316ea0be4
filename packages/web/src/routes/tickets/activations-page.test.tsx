// @vitest-environment jsdom
import type { ActivationSummary } from '@convene/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { atRoute, renderWithApi } from '../../lib/test-api';
import { ActivationsPage } from './activations-page';

afterEach(cleanup);

const EVENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

const account = (id: string, firstName: string) => ({
  id,
  username: firstName.toLowerCase(),
  accountType: 'account' as const,
  firstName,
  lastName: null,
  title: null,
  company: null,
  image: null,
});

const summary: ActivationSummary = {
  total: 4,
  completed: 1,
  next: null,
  points: 20,
  maxPoints: 110,
  leaderboard: [
    { rank: 1, points: 80, account: account('a1', 'Ada') },
    { rank: 2, points: 20, account: account('a2', 'Maya') },
  ],
};

describe('ActivationsPage', () => {
  it('shows my points, my progress and the leaderboard', async () => {
    renderWithApi(
      atRoute(<ActivationsPage />, 'tickets/:eventId/activations', `/tickets/${EVENT}/activations`),
      {
        [`GET /events/${EVENT}`]: () => ({ status: 404, code: 'NOT_FOUND', message: 'Not found' }),
        [`GET /events/${EVENT}/activations/summary`]: () => ({ data: summary }),
        [`GET /events/${EVENT}/activations`]: () => ({ data: [] }),
        [`GET /self/events/${EVENT}/attendee`]: () => ({
          status: 404,
          code: 'NOT_FOUND',
          message: 'Not found',
        }),
      },
    );
    expect((await screen.findByTestId('my-points')).textContent).toBe('20 of 110');
    expect(screen.getByText('1 of 4')).toBeTruthy();
    const board = screen.getByRole('heading', { name: 'Leaderboard' }).closest('section')!;
    const rows = within(board).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['1Ada80 points', '2Maya20 points']);
    expect(await screen.findByText('No activations yet')).toBeTruthy();
    expect(
      screen.getByText('You need a pass for this event to complete activations.'),
    ).toBeTruthy();
  });
});
