import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGroupTicket, useGroupTicketPasses, useGroupTickets } from './group-tickets';
import { apiHarness, ok } from '../test/api-harness';

const EVENT_ID = '0190f5a2-0000-7000-8000-00000000e001';
const COUPON_ID = '0190f5a2-0000-7000-8000-00000000c0c1';
const base = `/self/events/${EVENT_ID}/attendee/coupons`;

describe('group ticket hooks: every route, declared in the contract', () => {
  it('reads the coupons bought, one coupon and the passes redeemed with it', async () => {
    const { wrapper, calls } = apiHarness((url) =>
      ok(url.pathname.endsWith('/coupons') || url.pathname.endsWith('/passes') ? [] : { id: 'x' }),
    );
    const hooks: (() => { isSuccess: boolean })[] = [
      () => useGroupTickets(EVENT_ID),
      () => useGroupTicket(EVENT_ID, COUPON_ID),
      () => useGroupTicketPasses(EVENT_ID, COUPON_ID),
    ];
    for (const hook of hooks) {
      const { result } = renderHook(hook, { wrapper });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
    }
    expect(calls()).toEqual([
      `GET ${base}`,
      `GET ${base}/${COUPON_ID}`,
      `GET ${base}/${COUPON_ID}/passes`,
    ]);
  });

  it('asks for nothing without a coupon id', () => {
    const { wrapper, calls } = apiHarness(() => ok({}));
    renderHook(() => useGroupTicket(EVENT_ID, ''), { wrapper });
    renderHook(() => useGroupTicketPasses(EVENT_ID, ''), { wrapper });
    expect(calls()).toEqual([]);
  });
});
