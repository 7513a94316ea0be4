import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  hostAttendeeQueries,
  useCheckinListingAttendeePass,
  useCreateListingAnnouncement,
  useExportListingAttendees,
  useListingAttendees,
  useListingPasses,
  useListingReport,
  useScanListingPass,
  useUndoCheckinListingAttendeePass,
  useUpdateListingEmail,
} from './host-attendees';
import { useHostDashboard } from './host-dashboard';
import { apiHarness, json, ok } from '../test/api-harness';

const EVENT_ID = '0190f5a2-0000-7000-8000-0000000e0001';
const ACCOUNT_ID = '0190f5a2-0000-7000-8000-0000000a0001';
const PASS_ID = '0190f5a2-0000-7000-8000-0000000b0001';
const base = `/listings/${EVENT_ID}`;

describe('host attendee tools', () => {
  it('lists attendees and passes by cursor with their filters', async () => {
    const { wrapper, calls } = apiHarness(() =>
      json({ status: 'ok', data: [{ id: 'a' }], cursor: null }),
    );
    const attendees = renderHook(
      () => useListingAttendees(EVENT_ID, { status: 'checkedIn', search: 'maya' }),
      { wrapper },
    );
    const passes = renderHook(() => useListingPasses(EVENT_ID, { checkedIn: false }), {
      wrapper,
    });
    await waitFor(() => expect(attendees.result.current.items).toHaveLength(1));
    await waitFor(() => expect(passes.result.current.items).toHaveLength(1));
    expect(calls().sort()).toEqual([
      `GET ${base}/attendees?status=checkedIn&search=maya&pageSize=10`,
      `GET ${base}/passes?checkedIn=false&pageSize=10`,
    ]);
  });

  it('checks in, undoes and scans, refreshing the attendees, passes, report and dashboard', async () => {
    const { wrapper, calls, queryClient, bodyOf, api } = apiHarness((url) =>
      url.pathname.endsWith('/report') ? ok({ checkIn: { rate: 0 } }) : ok({ id: PASS_ID }),
    );
    const report = renderHook(() => useListingReport(EVENT_ID), { wrapper });
    const dashboard = renderHook(() => useHostDashboard(), { wrapper });
    await waitFor(() => expect(report.result.current.data).toBeDefined());
    await waitFor(() => expect(dashboard.result.current.data).toBeDefined());
    const checkIn = renderHook(() => useCheckinListingAttendeePass(EVENT_ID), { wrapper });
    const undo = renderHook(() => useUndoCheckinListingAttendeePass(EVENT_ID), { wrapper });
    const scan = renderHook(() => useScanListingPass(EVENT_ID), { wrapper });
    await act(() => checkIn.result.current.mutateAsync({ accountId: ACCOUNT_ID, passId: PASS_ID }));
    await act(() => undo.result.current.mutateAsync({ accountId: ACCOUNT_ID, passId: PASS_ID }));
    await act(() => scan.result.current.mutateAsync('qr-token'));
    const pass = `${base}/attendees/${ACCOUNT_ID}/passes/${PASS_ID}/checkin`;
    await waitFor(() =>
      expect(calls().filter((call) => call === `GET ${base}/report`)).toHaveLength(4),
    );
    // The dashboard's check-in rates follow too.
    await waitFor(() =>
      expect(calls().filter((call) => call === 'GET /self/host/dashboard')).toHaveLength(4),
    );
    expect(calls()).toEqual(
      expect.arrayContaining([`POST ${pass}`, `DELETE ${pass}`, `POST ${base}/checkin`]),
    );
    expect(bodyOf(calls().indexOf(`POST ${base}/checkin`))).toEqual({ token: 'qr-token' });
    expect(
      queryClient.getQueryState(hostAttendeeQueries.report(api, EVENT_ID).queryKey)?.isInvalidated,
    ).toBe(false);
  });

  it('exports the CSV on demand, announces, and saves a mail template into the cache', async () => {
    const csv = { name: 'a.csv', contentType: 'text/csv', dataUri: 'data:text/csv;base64,' };
    const email = { type: 'reminder', eventId: EVENT_ID, body: '<p>Hi</p>', replyTo: null };
    const { wrapper, calls, queryClient, api } = apiHarness((url, init) =>
      url.pathname.endsWith('/export')
        ? ok(csv)
        : init.method === 'PUT'
          ? ok(email)
          : ok({ id: 'n1' }),
    );
    const exported = renderHook(() => useExportListingAttendees(EVENT_ID), { wrapper });
    expect(await act(() => exported.result.current.mutateAsync())).toEqual(csv);
    const announce = renderHook(() => useCreateListingAnnouncement(EVENT_ID), { wrapper });
    await act(() =>
      announce.result.current.mutateAsync({ title: 'Doors', html: '<p>9</p>', email: true }),
    );
    const save = renderHook(() => useUpdateListingEmail(EVENT_ID, 'reminder'), { wrapper });
    await act(() => save.result.current.mutateAsync({ body: '<p>Hi</p>' }));
    expect(
      queryClient.getQueryData(hostAttendeeQueries.email(api, EVENT_ID, 'reminder').queryKey),
    ).toEqual(email);
    expect(calls()).toEqual([
      `GET ${base}/attendees/export`,
      `POST ${base}/announcements`,
      `PUT ${base}/emails/reminder`,
    ]);
  });
});
