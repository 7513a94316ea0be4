// @vitest-environment jsdom
import type { AttendeeSession } from '@convene/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atRoute, renderWithApi } from '../../lib/test-api';
import { SessionsPage } from './sessions-page';

afterEach(cleanup);

const EVENT = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const PASS = '3e9f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6b';

function session(id: string, name: string, startTime: string, registered = false) {
  return {
    id,
    slug: name.toLowerCase(),
    name,
    description: null,
    location: null,
    image: null,
    startTime,
    endTime: new Date(Date.parse(startTime) + 3_600_000).toISOString(),
    sortOrder: null,
    nonSession: false,
    registrationEnabled: true,
    price: null,
    longDescription: null,
    tracks: [],
    speakers: [],
    sponsors: [],
    streamInput: null,
    _count: { sections: 0 },
    supply: null,
    remaining: null,
    passIds: [PASS],
    registeredPassIds: registered ? [PASS] : [],
  } satisfies AttendeeSession;
}

const KNOTS = session('2d8e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a', 'Knots', '2027-01-06T13:00:00.000Z');
const SOLDER = session(
  '3e9f4a5b-6c7d-4e8f-9a0b-1c2d3e4f5a6c',
  'Soldering',
  '2027-01-05T09:00:00.000Z',
  true,
);

function renderPage(url: string) {
  return renderWithApi(atRoute(<SessionsPage />, 'tickets/:eventId/sessions', url), {
    [`GET /events/${EVENT}`]: () => ({ status: 404, code: 'NOT_FOUND', message: 'Not found' }),
    [`GET /self/events/${EVENT}/attendee/available/sessions`]: () => ({ data: [KNOTS, SOLDER] }),
    [`GET /self/events/${EVENT}/sessions`]: () => ({ data: [SOLDER] }),
    [`GET /self/events/${EVENT}/sessions/${SOLDER.id}/registration/questions`]: () => ({
      data: [],
    }),
    [`GET /self/events/${EVENT}/sessions/${SOLDER.id}/registration`]: () => ({ data: [] }),
    [`GET /self/events/${EVENT}/sessions/calendar`]: () => ({
      data: {
        name: 'agenda.ics',
        contentType: 'text/calendar',
        dataUri: 'data:text/calendar;base64,QkVHSU46VkNBTEVOREFS',
      },
    }),
  });
}

describe('SessionsPage', () => {
  it('lists the sessions by day, soonest first', async () => {
    renderPage(`/tickets/${EVENT}/sessions`);
    const days = await screen.findAllByRole('heading', { level: 2 });
    expect(days.map((day) => day.textContent)).toEqual([
      'Tuesday, January 5',
      'Wednesday, January 6',
    ]);
    const first = days[0]!.closest('section')!;
    expect(within(first).getByRole('heading', { name: 'Soldering' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Unregister' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activations' }).getAttribute('href')).toBe(
      `/tickets/${EVENT}/activations`,
    );
  });

  it('shows my agenda and downloads it as a calendar file', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { sent } = renderPage(`/tickets/${EVENT}/sessions?tab=mine`);
    expect(await screen.findByRole('heading', { name: 'Soldering' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Knots' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('agenda.ics');
    expect(link.href).toBe('data:text/calendar;base64,QkVHSU46VkNBTEVOREFS');
    expect(sent.map((request) => request.path)).toContain(
      `/self/events/${EVENT}/sessions/calendar`,
    );
    click.mockRestore();
  });
});
