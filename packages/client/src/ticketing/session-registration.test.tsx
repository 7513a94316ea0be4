import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  sessionRegistrationQueries,
  useAvailableSessions,
  useSelfEventSessions,
  useSelfEventSessionsCalendar,
  useSessionRegistration,
  useSessionRegistrationIntent,
  useSetSessionRegistrationPasses,
  useSetSessionRegistrationResponse,
} from './session-registration';
import { apiHarness, json, ok } from '../test/api-harness';

const EVENT_ID = '0190f5a2-0000-7000-8000-0000000e0001';
const SESSION_ID = '0190f5a2-0000-7000-8000-0000000e5001';
const PASS_ID = '0190f5a2-0000-7000-8000-0000000e9001';
const QUESTION_ID = '0190f5a2-0000-7000-8000-0000000e7001';
const ADDRESS_ID = '0190f5a2-0000-7000-8000-00000000ad01';
const base = `/self/events/${EVENT_ID}/sessions/${SESSION_ID}/registration`;

describe('session registration', () => {
  it('reads the available sessions, my agenda by cursor and my registration', async () => {
    const { wrapper, calls } = apiHarness((url) => {
      if (url.pathname.endsWith('/sessions') && !url.searchParams.get('cursor')) {
        return json({ status: 'ok', data: [{ id: 'a' }], cursor: 'next' });
      }
      return ok([{ id: 'b' }]);
    });
    const available = renderHook(() => useAvailableSessions(EVENT_ID), { wrapper });
    const agenda = renderHook(() => useSelfEventSessions(EVENT_ID, { pageSize: 1 }), { wrapper });
    const registration = renderHook(() => useSessionRegistration(EVENT_ID, SESSION_ID), {
      wrapper,
    });
    await waitFor(() => expect(agenda.result.current.items).toHaveLength(1));
    await act(() => agenda.result.current.fetchNextPage());
    await waitFor(() =>
      expect(agenda.result.current.items.map((item) => item.id)).toEqual(['a', 'b']),
    );
    await waitFor(() => expect(available.result.current.data).toHaveLength(1));
    await waitFor(() => expect(registration.result.current.data).toHaveLength(1));
    expect(calls().sort()).toEqual(
      [
        `GET /self/events/${EVENT_ID}/attendee/available/sessions`,
        `GET /self/events/${EVENT_ID}/sessions?pageSize=1`,
        `GET /self/events/${EVENT_ID}/sessions?pageSize=1&cursor=next`,
        `GET ${base}`,
      ].sort(),
    );
  });

  it('sets the passes as a bare array, then reads the registration again and resets the intent', async () => {
    const { wrapper, calls, bodyOf } = apiHarness((url) =>
      url.pathname.endsWith('/intent')
        ? ok({ id: 'intent-1' })
        : ok(url.pathname.endsWith('/passes') ? null : []),
    );
    const registration = renderHook(() => useSessionRegistration(EVENT_ID, SESSION_ID), {
      wrapper,
    });
    const intent = renderHook(
      () => useSessionRegistrationIntent(EVENT_ID, SESSION_ID, ADDRESS_ID),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(registration.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(intent.result.current.isSuccess).toBe(true));
    const { result } = renderHook(() => useSetSessionRegistrationPasses(EVENT_ID, SESSION_ID), {
      wrapper,
    });
    await act(() => result.current.mutateAsync([{ passId: PASS_ID }]));
    await waitFor(() => expect(calls().filter((call) => call === `GET ${base}`)).toHaveLength(2));
    await waitFor(() =>
      expect(calls().filter((call) => call.startsWith(`GET ${base}/intent`))).toHaveLength(2),
    );
    const post = calls().indexOf(`POST ${base}/passes`);
    expect(bodyOf(post)).toEqual([{ passId: PASS_ID }]);
  });

  it('answers one question and fetches the calendar file on demand', async () => {
    const file = { name: 'a.ics', contentType: 'text/calendar', dataUri: 'data:,x' };
    const { wrapper, calls, bodyOf, queryClient, api } = apiHarness((url) =>
      url.pathname.endsWith('/calendar') ? ok(file) : ok(null),
    );
    const answer = renderHook(() => useSetSessionRegistrationResponse(EVENT_ID, SESSION_ID), {
      wrapper,
    });
    await act(() =>
      answer.result.current.mutateAsync({
        passId: PASS_ID,
        questionId: QUESTION_ID,
        response: 'L',
      }),
    );
    expect(calls()[0]).toBe(`PUT ${base}/passes/${PASS_ID}/questions/${QUESTION_ID}`);
    expect(bodyOf(0)).toEqual({ response: 'L' });
    const calendar = renderHook(() => useSelfEventSessionsCalendar(EVENT_ID), { wrapper });
    expect(await act(() => calendar.result.current.mutateAsync())).toEqual(file);
    expect(calls()[1]).toBe(`GET /self/events/${EVENT_ID}/sessions/calendar`);
    await waitFor(() =>
      expect(
        queryClient.getQueryData(sessionRegistrationQueries.calendar(api, EVENT_ID).queryKey),
      ).toBe(undefined),
    );
  });
});
