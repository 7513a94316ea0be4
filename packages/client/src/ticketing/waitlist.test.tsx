import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRegistration } from './registration';
import { useJoinWaitlist, useLeaveWaitlist, useWaitlist } from './waitlist';
import { apiHarness, ok } from '../test/api-harness';

const EVENT_ID = '0190f5a2-0000-7000-8000-00000000e001';
const PASS_TYPE_ID = '0190f5a2-0000-7000-8000-00000000f0a1';
const base = `/self/events/${EVENT_ID}/waitlist`;

describe('waitlist hooks: every route, declared in the contract', () => {
  it('joins and leaves, reading the entries and the cart again after each', async () => {
    const { wrapper, calls, bodyOf } = apiHarness((url, init) => {
      if (init.method === 'DELETE') return ok(null);
      if (init.method === 'POST') return ok({ id: 'w1', status: 'waiting' });
      return ok(url.pathname.endsWith('/waitlist') ? [] : { id: 'r1', passes: [] });
    });
    const entries = renderHook(() => useWaitlist(EVENT_ID), { wrapper });
    const cart = renderHook(() => useRegistration(EVENT_ID), { wrapper });
    await waitFor(() => expect(entries.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(cart.result.current.isSuccess).toBe(true));
    const { result: join } = renderHook(() => useJoinWaitlist(EVENT_ID), { wrapper });
    const { result: leave } = renderHook(() => useLeaveWaitlist(EVENT_ID), { wrapper });
    await act(() => join.current.mutateAsync({ passTypeId: PASS_TYPE_ID }));
    await waitFor(() => expect(calls()).toHaveLength(5));
    await act(() => leave.current.mutateAsync(PASS_TYPE_ID));
    await waitFor(() => expect(calls()).toHaveLength(8));
    const registration = `/self/events/${EVENT_ID}/registration`;
    expect(calls()).toEqual([
      `GET ${base}`,
      `GET ${registration}`,
      `POST ${base}`,
      `GET ${base}`,
      `GET ${registration}`,
      `DELETE ${base}/${PASS_TYPE_ID}`,
      `GET ${base}`,
      `GET ${registration}`,
    ]);
    expect(bodyOf(2)).toEqual({ passTypeId: PASS_TYPE_ID });
  });
});
