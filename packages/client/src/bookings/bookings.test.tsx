import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  useBookingSlots,
  useBookings,
  useCancelBooking,
  useConfirmBooking,
  useDraftBooking,
} from './bookings';
import { apiHarness, ok } from '../test/api-harness';

const PLACE = '0190f5a2-0000-7000-8000-00000000b001';
const SPACE = '0190f5a2-0000-7000-8000-00000000b002';
const BOOKING = '0190f5a2-0000-7000-8000-00000000b003';

const booking = { id: BOOKING, status: 'draft' };

describe('bookings', () => {
  it('reads a month of slots and my bookings with their filters', async () => {
    const { wrapper, calls } = apiHarness((url) =>
      url.pathname.endsWith('/slots') ? ok([{ day: '2026-02-01', slots: [] }]) : ok([booking]),
    );
    const idle = renderHook(() => useBookingSlots(PLACE, SPACE, ''), { wrapper });
    const slots = renderHook(() => useBookingSlots(PLACE, SPACE, '2026-02-01'), { wrapper });
    const list = renderHook(() => useBookings({ past: true, placeId: PLACE }), { wrapper });
    await waitFor(() => expect(slots.result.current.data).toHaveLength(1));
    await waitFor(() => expect(list.result.current.items).toHaveLength(1));
    expect(idle.result.current.fetchStatus).toBe('idle');
    expect(calls().sort()).toEqual([
      `GET /bookings/places/${PLACE}/spaces/${SPACE}/slots?firstDayOfMonth=2026-02-01`,
      `GET /bookings?past=true&placeId=${PLACE}&pageSize=10&page=1`,
    ]);
  });

  it('drafts, confirms and cancels on the declared routes, reading the slots again', async () => {
    const { wrapper, calls } = apiHarness((url, init) =>
      url.pathname.endsWith('/slots')
        ? init.method === 'POST'
          ? ok(booking)
          : ok([])
        : init.method === 'DELETE'
          ? ok(null)
          : ok({ ...booking, status: 'confirmed' }),
    );
    const slots = renderHook(() => useBookingSlots(PLACE, SPACE, '2026-02-01'), { wrapper });
    await waitFor(() => expect(slots.result.current.isSuccess).toBe(true));
    const draft = renderHook(() => useDraftBooking(PLACE, SPACE), { wrapper });
    const confirm = renderHook(() => useConfirmBooking(), { wrapper });
    const cancel = renderHook(() => useCancelBooking(), { wrapper });
    await act(() => draft.result.current.mutateAsync({ day: '2026-02-03', time: '10:00' }));
    await act(() => confirm.result.current.mutateAsync(BOOKING));
    expect(await act(() => cancel.result.current.mutateAsync(BOOKING))).toBeNull();
    await waitFor(() =>
      expect(calls().filter((call) => call.startsWith('GET')).length).toBeGreaterThan(1),
    );
    expect(calls().filter((call) => !call.startsWith('GET'))).toEqual([
      `POST /bookings/places/${PLACE}/spaces/${SPACE}/slots`,
      `POST /bookings/${BOOKING}`,
      `DELETE /bookings/${BOOKING}`,
    ]);
  });
});
