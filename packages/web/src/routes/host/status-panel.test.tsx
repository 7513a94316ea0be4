// @vitest-environment jsdom
import type { EventListing } from '@convene/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusPanel } from './status-panel';
import { renderHost } from './test-render';

afterEach(cleanup);

const EVENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

function listing(changes: Partial<EventListing> = {}): EventListing {
  return {
    id: EVENT,
    slug: 'knot-night',
    name: 'Knot Night',
    status: 'draft',
    role: 'host',
    eventType: 'physical',
    timezone: 'Europe/Paris',
    eventStart: '2026-07-01T17:00:00.000Z',
    eventEnd: '2026-07-01T20:00:00.000Z',
    ...changes,
  } as EventListing;
}

describe('StatusPanel', () => {
  it('publishes, and when refused lists what is missing in the reader’s words', async () => {
    const { requests } = renderHost(<StatusPanel listing={listing()} />, () => [
      400,
      'The listing cannot be published yet: add a location and a pass type',
      ['event.location', 'passTypes'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Before publishing, add:')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a venue or an address', 'at least one pass type']);
    expect(requests).toEqual([
      { call: `PUT /listings/${EVENT}`, body: { event: { status: 'ready' } } },
    ]);
  });

  it('cancels after a confirmation that says attendees are notified and refunded', async () => {
    const { requests } = renderHost(<StatusPanel listing={listing({ status: 'ready' })} />, () => ({
      data: listing({ status: 'canceled' }),
    }));
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Every registered attendee is notified');
    expect(dialog.textContent).toContain('refunded in full');
    expect(requests).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the event' }));
    await waitFor(() =>
      expect(requests[0]).toEqual({
        call: `PUT /listings/${EVENT}`,
        body: { event: { status: 'canceled' } },
      }),
    );
  });

  it('says clearly why an event with paid registrations cannot be deleted', async () => {
    const { requests } = renderHost(<StatusPanel listing={listing()} />, () => [
      409,
      'This event has paid registrations, so it cannot be deleted: cancel it instead',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the event' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This event has paid registrations, so it cannot be deleted: cancel it instead.',
    );
    expect(requests.map((request) => request.call)).toEqual([`DELETE /listings/${EVENT}`]);
  });

  it('offers no delete to a co-host', () => {
    renderHost(<StatusPanel listing={listing({ role: 'coHost' })} />, () => ({ data: null }));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
