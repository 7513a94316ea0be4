// @vitest-environment jsdom
import type { HostDashboard, HostDashboardEvent } from '@convene/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HostDashboardPage } from './dashboard-page';
import { renderHost } from './test-render';

afterEach(cleanup);

const DAY = 86_400_000;

function hosted(changes: Partial<HostDashboardEvent>): HostDashboardEvent {
  return {
    id: crypto.randomUUID(),
    name: 'Knot Night',
    eventStart: new Date(Date.now() + 10 * DAY).toISOString(),
    timezone: 'Europe/Paris',
    status: 'ready',
    role: 'host',
    registered: 3,
    registrationLimit: 4,
    waitlist: 2,
    passes: 4,
    checkedIn: 0,
    checkInRate: 0,
    gross: 6000,
    refunded: 1500,
    refunds: 1,
    ...changes,
  };
}

function dashboard(events: HostDashboardEvent[], interval: 'day' | 'week' = 'day'): HostDashboard {
  return {
    currency: 'USD',
    range: { from: '2026-11-01', to: '2026-11-07', interval },
    overTime: [{ date: '2026-11-03', registrations: 2, revenue: 4000 }],
    totals: {
      events: events.length,
      registered: 4,
      passes: 5,
      checkedIn: 1,
      gross: 6000,
      refunded: 1500,
      net: 4500,
      refunds: 1,
    },
    events,
  };
}

describe('HostDashboardPage', () => {
  it('shows the totals, every day of the range, the upcoming capacity and waitlist, and each event’s check-in', async () => {
    const past = hosted({
      name: 'Past Regatta',
      eventStart: new Date(Date.now() - 5 * DAY).toISOString(),
      role: 'coHost',
      registered: 1,
      registrationLimit: null,
      passes: 1,
      checkedIn: 1,
      checkInRate: 1,
      gross: 0,
      refunded: 0,
      refunds: 0,
    });
    const answers = [dashboard([hosted({}), past]), dashboard([hosted({}), past], 'week')];
    const { requests } = renderHost(<HostDashboardPage />, () => ({
      data: answers[Math.min(requests.length - 1, 1)],
    }));
    await screen.findByRole('heading', { name: 'Organizer dashboard', level: 1 });
    expect(await screen.findByText('$45.00')).toBeTruthy();
    expect(screen.getByText('$60.00 paid')).toBeTruthy();
    expect(screen.getByText('1 of 5 passes')).toBeTruthy();

    const overTime = screen.getByRole('region', { name: 'Registrations and revenue over time' });
    // Seven days, the six without registrations as zeros.
    expect(within(overTime).getAllByRole('row')).toHaveLength(8);
    expect(screen.getAllByRole('img')[0]!.textContent).toBe('2 in all; the busiest day 2');

    const upcoming = screen.getByRole('region', { name: 'Upcoming events' });
    const rows = within(upcoming).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.textContent).toContain('3 of 4 (75%)');
    expect(within(upcoming).queryByText('Past Regatta')).toBeNull();

    const byEvent = screen.getByRole('region', { name: 'Check-in, revenue and refunds by event' });
    expect(within(byEvent).getByRole('rowheader', { name: 'Past Regatta' })).toBeTruthy();
    expect(within(byEvent).getByText('100% (1 of 1)')).toBeTruthy();
    expect(within(byEvent).getByText('1 · $15.00')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Range'), { target: { value: '365' } });
    expect(await screen.findByRole('columnheader', { name: 'Week of' })).toBeTruthy();
    expect(requests.map((request) => request.call)).toEqual([
      'GET /self/host/dashboard',
      'GET /self/host/dashboard',
    ]);
    expect(screen.getByRole('button', { name: 'Download orders (CSV)' })).toBeTruthy();
  }, 20_000);

  it('says so, with no downloads, to a member who hosts nothing', async () => {
    renderHost(<HostDashboardPage />, () => ({ data: dashboard([]) }));
    expect(
      await screen.findByText('You are not hosting or co-hosting any events yet'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download orders (CSV)' })).toBeNull();
  });
});
