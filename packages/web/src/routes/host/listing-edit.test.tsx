// @vitest-environment jsdom
import type { EventListing } from '@convene/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingEdit } from './listing-edit';
import { renderHost, type HostRequest } from './test-render';

afterEach(cleanup);

const EVENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const SERIES = '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c';

function listing(changes: Partial<EventListing> = {}): EventListing {
  return {
    id: EVENT,
    slug: 'knot-night',
    name: 'Knot Night',
    shortDescription: 'Sailors’ knots',
    status: 'draft',
    role: 'host',
    eventType: 'physical',
    venue: 'Pier 3',
    timezone: 'Europe/Paris',
    eventStart: '2026-07-01T17:00:00.000Z',
    eventEnd: '2026-07-01T20:00:00.000Z',
    interestIds: [],
    ...changes,
  } as EventListing;
}

/** Answers the interests the form lists and the update. */
function server(request: HostRequest) {
  return { data: request.call.startsWith('GET') ? [] : listing() };
}

const updates = (requests: HostRequest[]) =>
  requests.filter((request) => request.call === `PUT /listings/${EVENT}`);

describe('ListingEdit', () => {
  it('asks which dates of a series, the safer choice first, and sends "all events"', async () => {
    const { requests } = renderHost(
      <ListingEdit listing={listing({ seriesId: SERIES })} />,
      server,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog');
    const choices = ['This event only', 'This and following events', 'All events'];
    for (const name of choices) within(dialog).getByRole('button', { name });
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => choices.includes(text ?? ''));
    expect(buttons).toEqual(choices);
    expect(updates(requests)).toEqual([]);

    // A native button, as its siblings: reachable with Tab, pressed with Enter or Space.
    const all = within(dialog).getByRole('button', { name: 'All events' });
    expect(all.tagName).toBe('BUTTON');
    fireEvent.click(all);
    await waitFor(() => expect(updates(requests)).toHaveLength(1));
    expect(updates(requests)[0]!.body).toMatchObject({
      scope: 'all',
      event: { name: 'Knot Night' },
    });
  });

  it('saves an event outside a series without asking', async () => {
    const { requests } = renderHost(<ListingEdit listing={listing()} />, server);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates(requests)).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(updates(requests)[0]!.body).not.toHaveProperty('scope');
  });
});
