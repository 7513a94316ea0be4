import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  activationQueries,
  useCompleteEventActivation,
  useEventActivations,
  useEventActivationSummary,
  useEventActivationsLeaderboard,
  usePassActivation,
  usePassActivationSummary,
} from './activations';
import { apiHarness, ok } from '../test/api-harness';

const EVENT_ID = '0190f5a2-0000-7000-8000-0000000e0001';
const PASS_ID = '0190f5a2-0000-7000-8000-0000000e9001';
const ACTIVATION_ID = '0190f5a2-0000-7000-8000-0000000ea001';

describe('activations', () => {
  it('reads the list, the summary and the leaderboard', async () => {
    const { wrapper, calls } = apiHarness((url) =>
      url.pathname.endsWith('/summary') ? ok({ total: 1, completed: 0 }) : ok([{ id: 'x' }]),
    );
    const list = renderHook(() => useEventActivations(EVENT_ID), { wrapper });
    const summary = renderHook(() => useEventActivationSummary(EVENT_ID), { wrapper });
    const board = renderHook(() => useEventActivationsLeaderboard(EVENT_ID), { wrapper });
    await waitFor(() => expect(list.result.current.items).toHaveLength(1));
    await waitFor(() => expect(summary.result.current.data?.total).toBe(1));
    await waitFor(() => expect(board.result.current.items).toHaveLength(1));
    expect(calls().sort()).toEqual(
      [
        `GET /events/${EVENT_ID}/activations?pageSize=10`,
        `GET /events/${EVENT_ID}/activations/summary`,
        `GET /events/${EVENT_ID}/activations/leaderboard?pageSize=10&page=1`,
      ].sort(),
    );
  });

  it("reads one pass's summary and an activation with its completions", async () => {
    const { wrapper, calls } = apiHarness(() => ok({ id: ACTIVATION_ID }));
    const summary = renderHook(() => usePassActivationSummary(EVENT_ID, PASS_ID), { wrapper });
    const detail = renderHook(() => usePassActivation(EVENT_ID, PASS_ID, ACTIVATION_ID), {
      wrapper,
    });
    await waitFor(() => expect(summary.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(detail.result.current.isSuccess).toBe(true));
    expect(calls().sort()).toEqual(
      [
        `GET /events/${EVENT_ID}/activations/${PASS_ID}/summary`,
        `GET /events/${EVENT_ID}/activations/${PASS_ID}/${ACTIVATION_ID}`,
      ].sort(),
    );
  });

  it('completes with the code, caches the answer and refreshes the summary', async () => {
    const done = { id: ACTIVATION_ID, completions: [{ id: 'c' }] };
    const { wrapper, calls, bodyOf, queryClient, api } = apiHarness((url, init) =>
      init.method === 'POST' ? ok(done) : ok({ total: 1, completed: 1 }),
    );
    const summary = renderHook(() => useEventActivationSummary(EVENT_ID), { wrapper });
    await waitFor(() => expect(summary.result.current.isSuccess).toBe(true));
    const { result } = renderHook(() => useCompleteEventActivation(EVENT_ID), { wrapper });
    await act(() =>
      result.current.mutateAsync({ passId: PASS_ID, activationId: ACTIVATION_ID, code: 'BOWLINE' }),
    );
    const post = `POST /events/${EVENT_ID}/activations/${PASS_ID}/${ACTIVATION_ID}`;
    expect(bodyOf(calls().indexOf(post))).toEqual({ code: 'BOWLINE' });
    expect(
      queryClient.getQueryData(activationQueries.detail(api, EVENT_ID, ACTIVATION_ID).queryKey),
    ).toEqual(done);
    await waitFor(() =>
      expect(calls().filter((call) => call.endsWith('/summary'))).toHaveLength(2),
    );
  });
});
