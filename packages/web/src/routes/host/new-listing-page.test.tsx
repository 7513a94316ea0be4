// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NewListingPage } from './new-listing-page';
import { renderHost } from './test-render';

// The wizard keeps its draft for the tab (sessionStorage): each test starts without one.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const EVENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const next = () => fireEvent.click(screen.getByTestId('step-next'));

function renderWizard() {
  return renderHost(
    <Routes>
      <Route path="/" element={<NewListingPage />} />
      <Route path="/host/events/:eventId" element={<p>Overview page</p>} />
    </Routes>,
    (request) =>
      request.call === 'POST /listings'
        ? { data: { id: EVENT, slug: 'knot-night', name: 'Knot Night', role: 'host' } }
        : { data: { id: 'pass-1' } },
  );
}

describe('NewListingPage', () => {
  it('checks each step before going on', async () => {
    const { requests } = renderWizard();
    next();
    expect(await screen.findByText('Give the event a name.')).toBeTruthy();
    type('Name', 'Knot Night');
    expect((screen.getByLabelText('Web address') as HTMLInputElement).value).toBe('knot-night');
    type('Web address', 'Knot Night');
    type('Starts', '2026-07-01T19:00');
    type('Ends', '2026-07-01T18:00');
    next();
    expect(screen.getByText(/Use only lowercase letters/)).toBeTruthy();
    expect(screen.getByText('The event must end after it starts.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('creates the listing with its first pass type in one request, then opens its overview', async () => {
    const { requests } = renderWizard();
    type('Name', 'Knot Night');
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Europe/Paris' } });
    type('Starts', '2026-07-01T19:00');
    type('Ends', '2026-07-01T22:00');
    next();
    type('Venue', 'The Boathouse');
    next();
    next(); // no image
    type('Pass name', 'General');
    type('Price (USD)', '25');
    expect(screen.getByText('$25.00')).toBeTruthy();
    type('How many', '40');
    next();
    expect(screen.getByText('General · $25.00 · 40')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Overview page')).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.call).toBe('POST /listings');
    expect(requests[0]?.body).toMatchObject({
      event: {
        name: 'Knot Night',
        slug: 'knot-night',
        eventType: 'physical',
        timezone: 'Europe/Paris',
        eventStart: '2026-07-01T17:00:00.000Z',
        eventEnd: '2026-07-01T20:00:00.000Z',
        venue: 'The Boathouse',
      },
      passTypes: [{ name: 'General', price: 2500, supply: 40 }],
    });
    expect(requests[0]?.body).not.toHaveProperty('recurrence');
  });
});
