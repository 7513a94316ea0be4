// @vitest-environment jsdom
import { organizationModules, type CheckInScan, type PublicOrganization } from '@convene/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrganizationConfigProvider } from '../../app/config-context';
import { atRoute, renderWithApi, type FakeAnswer } from '../../lib/test-api';
import { CheckInPage } from './checkin-page';

const EVENT = '3f2a1b0c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const config = {
  ORGANIZATION_ID: 'org-1',
  MODULES: organizationModules(['events']),
} as unknown as PublicOrganization;

function passToken(passId: string): string {
  const claims = btoa(JSON.stringify({ sub: passId, evt: EVENT, num: 42 })).replace(/=+$/, '');
  return `eyJhbGciOiJSUzI1NiJ9.${claims}.c2ln`;
}

const answer = (outcome: CheckInScan['outcome']): FakeAnswer => ({
  data: {
    outcome,
    warning: null,
    name: 'Omar Haddad',
    passType: 'Wheel time',
    pass: {
      id: 'pass-1',
      alternateId: 42,
      usedAt: '2026-11-23T09:15:00.000Z',
      attendee: { accountId: 'account-1' },
    },
  },
});

let online = true;
beforeEach(() => {
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDoor(scan: () => FakeAnswer) {
  return renderWithApi(
    <OrganizationConfigProvider resolved={config}>
      {atRoute(<CheckInPage />, '/host/events/:eventId/checkin', `/host/events/${EVENT}/checkin`)}
    </OrganizationConfigProvider>,
    {
      [`GET /listings/${EVENT}`]: () => ({ data: { id: EVENT, name: 'Wheel Evening' } }),
      [`POST /listings/${EVENT}/checkin`]: scan,
    },
  );
}

/** Types a code and checks it in, once the previous check-in has finished (the field is cleared then). */
async function enterCode(code: string) {
  const button = await screen.findByRole('button', { name: 'Check in' });
  fireEvent.change(screen.getByLabelText('Pass code'), { target: { value: code } });
  fireEvent.click(button);
}

const posts = (sent: { method: string; path: string }[]) =>
  sent.filter((request) => request.method === 'POST').length;

describe('CheckInPage', () => {
  it('checks a typed code in and shows the name and pass type big', async () => {
    const { sent } = renderDoor(() => answer('checkedIn'));
    await enterCode(passToken('pass-1'));
    const result = await screen.findByTestId('checkin-result');
    await waitFor(() => expect(result.textContent).toContain('Omar Haddad'));
    expect(result.textContent).toContain('Checked in');
    expect(result.textContent).toContain('Wheel time · Pass #42');
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      token: passToken('pass-1'),
    });
  });

  it('keeps scans made offline, once per pass, and sends them once when back online', async () => {
    const { sent } = renderDoor(() => answer('checkedIn'));
    await screen.findByText('Wheel Evening');
    online = false;
    await enterCode(passToken('pass-1'));
    await screen.findByText('Saved offline');
    await enterCode(passToken('pass-1'));
    await screen.findByText('Already scanned offline');
    await screen.findByText('1 check-in waits for the connection');
    expect(posts(sent)).toBe(0);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText('Sent after the connection came back:');
    await waitFor(() => expect(screen.queryByTestId('door-queue')).toBeNull());
    expect(posts(sent)).toBe(1);
    expect(localStorage.length).toBe(0);
  });
});
