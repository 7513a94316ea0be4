import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  attendeeQueries,
  useAddFreePassAddOns,
  useAnswerFollowup,
  useAttendee,
  useAttendeeFollowup,
  useAttendeeFollowups,
  useAttendeePass,
  useAttendeePassAddOns,
  useAttendeePassQuestions,
  useAttendeePayment,
  useCancelPass,
  usePassAddOnsIntent,
  useSetAttendeePassAnswers,
  useTransferAccounts,
  useTransferLogs,
  useTransferPass,
} from './attendee';
import { apiHarness, ok } from '../test/api-harness';

const EVENT_ID = '0190f5a2-0000-7000-8000-00000000e001';
const PASS_ID = '0190f5a2-0000-7000-8000-00000000b001';
const PAYMENT_ID = '0190f5a2-0000-7000-8000-00000000c001';
const FOLLOWUP_ID = '0190f5a2-0000-7000-8000-00000000d001';
const ACCOUNT_ID = '0190f5a2-0000-7000-8000-00000000a001';
const ADDRESS_ID = '0190f5a2-0000-7000-8000-00000000ad01';
const ADD_ON_IDS = ['0190f5a2-0000-7000-8000-00000000f002', '0190f5a2-0000-7000-8000-00000000f001'];
const base = `/self/events/${EVENT_ID}/attendee`;
const pass = `${base}/passes/${PASS_ID}`;

describe('attendee hooks: every route, declared in the contract', () => {
  it('reads the registration, a payment, a pass and its parts', async () => {
    const { wrapper, calls } = apiHarness((url) =>
      ok(url.pathname.endsWith('/accounts') || url.pathname.endsWith('/logs') ? [] : { id: 'x' }),
    );
    const hooks: (() => { isSuccess: boolean })[] = [
      () => useAttendee(EVENT_ID),
      () => useAttendeePayment(EVENT_ID, PAYMENT_ID),
      () => useAttendeePass(EVENT_ID, PASS_ID),
      () => useAttendeePassQuestions(EVENT_ID, PASS_ID),
      () => useAttendeeFollowups(EVENT_ID, PASS_ID),
      () => useAttendeeFollowup(EVENT_ID, PASS_ID, FOLLOWUP_ID),
      () => useTransferAccounts(EVENT_ID, PASS_ID, 'omar'),
      () => useAttendeePassAddOns(EVENT_ID, PASS_ID),
      () => usePassAddOnsIntent(EVENT_ID, PASS_ID, { addOnIds: ADD_ON_IDS, addressId: ADDRESS_ID }),
    ];
    for (const hook of hooks) {
      const { result } = renderHook(hook, { wrapper });
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
    }
    const logs = renderHook(() => useTransferLogs(EVENT_ID), { wrapper });
    await waitFor(() => expect(logs.result.current.isSuccess).toBe(true));
    expect(calls()).toEqual([
      `GET ${base}`,
      `GET ${base}/payments/${PAYMENT_ID}`,
      `GET ${pass}`,
      `GET ${pass}/questions`,
      `GET ${pass}/followups`,
      `GET ${pass}/followups/${FOLLOWUP_ID}`,
      `GET ${pass}/transfer/accounts?search=omar`,
      `GET ${pass}/addOns`,
      `GET ${pass}/addOns/intent?addOnIds=${ADD_ON_IDS.join('%2C')}&addressId=${ADDRESS_ID}`,
      `GET ${base}/transfers/logs?pageSize=10&page=1`,
    ]);
  });

  it('waits for an address and an add-on before asking for an add-on intent', () => {
    const { wrapper, calls } = apiHarness(() => ok({}));
    renderHook(
      () => usePassAddOnsIntent(EVENT_ID, PASS_ID, { addOnIds: [], addressId: ADDRESS_ID }),
      {
        wrapper,
      },
    );
    renderHook(
      () => usePassAddOnsIntent(EVENT_ID, PASS_ID, { addOnIds: ADD_ON_IDS, addressId: '' }),
      {
        wrapper,
      },
    );
    expect(calls()).toEqual([]);
  });

  it('changes a pass and refreshes what the change makes old', async () => {
    const { wrapper, calls, bodyOf, queryClient, api } = apiHarness(() => ok(null));
    const { result: answers } = renderHook(() => useSetAttendeePassAnswers(EVENT_ID, PASS_ID), {
      wrapper,
    });
    const { result: followup } = renderHook(() => useAnswerFollowup(EVENT_ID, PASS_ID), {
      wrapper,
    });
    const { result: transfer } = renderHook(() => useTransferPass(EVENT_ID, PASS_ID), { wrapper });
    const { result: cancel } = renderHook(() => useCancelPass(EVENT_ID, PASS_ID), { wrapper });
    const { result: free } = renderHook(() => useAddFreePassAddOns(EVENT_ID, PASS_ID), { wrapper });

    const questions = { questions: [{ id: FOLLOWUP_ID, value: '9' }] };
    await act(() => answers.current.mutateAsync(questions));
    await act(() => followup.current.mutateAsync({ followupId: FOLLOWUP_ID, ...questions }));
    queryClient.setQueryData(attendeeQueries.pass(api, EVENT_ID, PASS_ID).queryKey, {
      id: PASS_ID,
    } as never);
    await act(() => transfer.current.mutateAsync({ receiverId: ACCOUNT_ID }));
    expect(queryClient.getQueryData(attendeeQueries.pass(api, EVENT_ID, PASS_ID).queryKey)).toBe(
      undefined,
    );
    await act(() => cancel.current.mutateAsync({ issueRefund: true }));
    await act(() => free.current.mutateAsync(ADD_ON_IDS));
    expect(calls()).toEqual([
      `PUT ${pass}/questions`,
      `PUT ${pass}/followups/${FOLLOWUP_ID}`,
      `POST ${pass}/transfer`,
      `PUT ${pass}/cancel`,
      `POST ${pass}/addOns/free`,
    ]);
    expect([0, 1, 2, 3, 4].map(bodyOf)).toEqual([
      questions,
      questions,
      { receiverId: ACCOUNT_ID },
      { issueRefund: true },
      { addOnIds: ADD_ON_IDS },
    ]);
  });

  it('after a transfer, never asks for the pass again (404) and forgets it once its page goes', async () => {
    const { wrapper, calls, queryClient, api } = apiHarness((url, init) =>
      ok(
        init.method === 'POST'
          ? null
          : url.pathname.endsWith(pass)
            ? { id: PASS_ID }
            : { id: 'r1' },
      ),
    );
    // The pass page: the pass and the registration, shown while the transfer is confirmed.
    const page = renderHook(
      () => ({ pass: useAttendeePass(EVENT_ID, PASS_ID), registration: useAttendee(EVENT_ID) }),
      { wrapper },
    );
    await waitFor(() => expect(page.result.current.pass.isSuccess).toBe(true));
    await waitFor(() => expect(page.result.current.registration.isSuccess).toBe(true));
    const { result: transfer } = renderHook(() => useTransferPass(EVENT_ID, PASS_ID), { wrapper });
    await act(() => transfer.current.mutateAsync({ receiverId: ACCOUNT_ID }));
    // The registration is refetched and the page renders again before it goes.
    await waitFor(() => expect(calls().filter((call) => call === `GET ${base}`)).toHaveLength(2));
    page.rerender();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls()).toEqual([`GET ${pass}`, `GET ${base}`, `POST ${pass}/transfer`, `GET ${base}`]);

    const passKey = attendeeQueries.pass(api, EVENT_ID, PASS_ID).queryKey;
    expect(queryClient.getQueryData(passKey)).toEqual({ id: PASS_ID });
    page.unmount();
    expect(queryClient.getQueryData(passKey)).toBe(undefined);
    expect(queryClient.getQueryCache().findAll({ queryKey: passKey })).toEqual([]);
  });

  it('refetches the registration shown after a cancel', async () => {
    let canceled = false;
    const { wrapper, calls } = apiHarness((_url, init) => {
      if (init.method === 'PUT') {
        canceled = true;
        return ok({ id: PASS_ID, status: 'canceled' });
      }
      return ok({ id: 'r1', status: canceled ? 'canceled' : 'registered' });
    });
    const registration = renderHook(() => useAttendee(EVENT_ID), { wrapper });
    await waitFor(() => expect(registration.result.current.data?.status).toBe('registered'));
    const { result } = renderHook(() => useCancelPass(EVENT_ID, PASS_ID), { wrapper });
    await act(() => result.current.mutateAsync({}));
    await waitFor(() => expect(registration.result.current.data?.status).toBe('canceled'));
    expect(calls()).toEqual([`GET ${base}`, `PUT ${pass}/cancel`, `GET ${base}`]);
  });
});
