// @vitest-environment jsdom
import { ApiError } from '@convene/client';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { atRoute, renderWithApi } from '../lib/test-api';
import { moduleOfPath, TierLockOr } from './tier-lock';

afterEach(cleanup);

const lockOf = (type: string, id: string) => ({
  [`GET /organization/tier-locks/${type}/${id}`]: () => ({
    data: { tiers: [{ name: 'Supporter' }], products: [{ id: 'p', name: 'Patron' }] },
  }),
});

describe('TierLockOr: a failed page read', () => {
  it('says what unlocks a tier-locked page (457), asking by the slug of its URL', async () => {
    renderWithApi(
      atRoute(
        <TierLockOr
          error={new ApiError(457, 'TIER_REQUIRED', 'tier required')}
          type="event"
          resourceId="members-night-sail"
        >
          <p>problem</p>
        </TierLockOr>,
        '/',
        '/',
      ),
      lockOf('event', 'members-night-sail'),
    );
    await screen.findByText('This is for members with: Supporter.');
    await screen.findByText('Patron');
    expect(screen.queryByText('problem')).toBeNull();
  });

  it('says it for 458 too, and leaves any other error to the page', async () => {
    renderWithApi(
      atRoute(
        <TierLockOr
          error={new ApiError(458, 'SUBSCRIPTION_REQUIRED', 'subscription required')}
          type="group"
          resourceId="sailors"
        >
          <p>problem</p>
        </TierLockOr>,
        '/',
        '/',
      ),
      lockOf('group', 'sailors'),
    );
    await screen.findByTestId('tier-lock');
    cleanup();
    renderWithApi(
      atRoute(
        <TierLockOr error={new ApiError(404, 'NOT_FOUND', 'Not found')} type="group" resourceId="x">
          <p>problem</p>
        </TierLockOr>,
        '/',
        '/',
      ),
      {},
    );
    await screen.findByText('problem');
    expect(screen.queryByTestId('tier-lock')).toBeNull();
  });
});

describe('moduleOfPath: the module a locked area belongs to', () => {
  it('reads the first segment, with the areas whose path is not their module', () => {
    expect(moduleOfPath('/groups/sailors')).toBe('groups');
    expect(moduleOfPath('/events')).toBe('events');
    expect(moduleOfPath('/contents/abc')).toBe('channels');
    expect(moduleOfPath('/tickets')).toBe('events');
    expect(moduleOfPath('/settings')).toBeUndefined();
  });
});
