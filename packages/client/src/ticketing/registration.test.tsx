import type { PaymentIntent, Relationships } from '@convene/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../core/api-error';
import { invoiceQueries } from '../payments/invoices';
import { useCapturePaymentIntent } from '../payments/payments';
import {
  registrationQueries,
  useApplyRegistrationCoupon,
  useRegistration,
  useRegistrationAddOns,
  useRegistrationIntent,
  useSetRegistrationPasses,
  useSubmitRegistration,
} from './registration';
import { selfQueries } from '../people/self';
import { apiHarness, json, ok } from '../test/api-harness';

const EVENT_ID = '0190f5a2-0000-7000-8000-00000000e001';
const ADDRESS_ID = '0190f5a2-0000-7000-8000-00000000ad01';
const PASS_TYPE_ID = '0190f5a2-0000-7000-8000-00000000a001';
const INVOICE_ID = '0190f5a2-0000-7000-8000-00000000f001';
const INTENT_ID = '0190f5a2-0000-7000-8000-00000000c001';

const relationships: Relationships = {
  accounts: {},
  groups: {},
  events: {},
  channels: {},
  threads: {},
};

const intent = (fields: Partial<PaymentIntent>) =>
  ({ id: INTENT_ID, eventId: null, invoiceId: null, amount: 2500, ...fields }) as PaymentIntent;

describe('registration cart cache rules', () => {
  it('never refetches the draft by itself: a new observer and a window focus reuse it', async () => {
    const { wrapper, calls } = apiHarness(() => ok({ id: 'r1', status: 'draft', passes: [] }));
    const first = renderHook(() => useRegistration(EVENT_ID), { wrapper });
    await waitFor(() => expect(first.result.current.data?.id).toBe('r1'));
    first.unmount();
    const second = renderHook(() => useRegistration(EVENT_ID), { wrapper });
    window.dispatchEvent(new Event('focus'));
    expect(second.result.current.data?.id).toBe('r1');
    expect(second.result.current.isStale).toBe(false);
    expect(calls()).toEqual([`GET /self/events/${EVENT_ID}/registration`]);
  });

  it('after setting passes: refetches the draft, resets add-ons, rooms, questions and intents', async () => {
    let version = 1;
    const { wrapper, calls, bodyOf, queryClient, api } = apiHarness((url, init) => {
      if (init.method === 'POST') {
        version += 1;
        return ok(null);
      }
      if (url.pathname.endsWith('/addOns')) return ok([{ id: PASS_TYPE_ID, addOns: [] }]);
      return ok({ id: 'r1', version });
    });
    queryClient.setQueryData(registrationQueries.roomTypes(api, EVENT_ID).queryKey, []);
    queryClient.setQueryData(
      registrationQueries.intent(api, EVENT_ID, { addressId: ADDRESS_ID }).queryKey,
      intent({ eventId: EVENT_ID }),
    );
    const draft = renderHook(() => useRegistration(EVENT_ID), { wrapper });
    const addOns = renderHook(() => useRegistrationAddOns(EVENT_ID), { wrapper });
    await waitFor(() => expect(addOns.result.current.isSuccess).toBe(true));
    const { result } = renderHook(() => useSetRegistrationPasses(EVENT_ID), { wrapper });
    const passes = { passes: [{ ticketId: PASS_TYPE_ID }], packages: [] };
    await act(() => result.current.mutateAsync(passes));
    expect(bodyOf(calls().indexOf(`POST /self/events/${EVENT_ID}/registration/passes`))).toEqual(
      passes,
    );
    await waitFor(() => expect(draft.result.current.data).toMatchObject({ version: 2 }));
    await waitFor(() =>
      expect(calls().filter((call) => call.endsWith('/registration/addOns'))).toHaveLength(2),
    );
    expect(queryClient.getQueryData(registrationQueries.roomTypes(api, EVENT_ID).queryKey)).toBe(
      undefined,
    );
    expect(
      queryClient.getQueryData(
        registrationQueries.intent(api, EVENT_ID, { addressId: ADDRESS_ID }).queryKey,
      ),
    ).toBeUndefined();
  });

  it('asks for the intent once with the address and the terms, keeping the named errors of a refused cart', async () => {
    const { wrapper, calls } = apiHarness(() =>
      json(
        {
          status: 'error',
          code: 'INVALID_INPUT',
          message: 'Your cart cannot be submitted, please fix the below error',
          field: 'passes.p1.questions.q1',
          errors: [
            { field: 'passes.p1.questions.q1', message: 'T-shirt size is required' },
            { field: 'terms', message: 'You must agree to the terms to register' },
          ],
        },
        400,
      ),
    );
    const idle = renderHook(() => useRegistrationIntent(EVENT_ID, { addressId: '' }), { wrapper });
    const { result } = renderHook(
      () => useRegistrationIntent(EVENT_ID, { addressId: ADDRESS_ID, termsAccepted: true }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls()).toEqual([
      `GET /self/events/${EVENT_ID}/registration/intent?addressId=${ADDRESS_ID}&termsAccepted=true`,
    ]);
    expect(idle.result.current.fetchStatus).toBe('idle');
    const error = result.current.error as ApiError;
    expect(error.errors.map((item) => item.field)).toEqual(['passes.p1.questions.q1', 'terms']);
    expect(error.message).toBe('Your cart cannot be submitted, please fix the below error');
  });

  it('applying a coupon resets the intents and refetches the draft', async () => {
    const { wrapper, calls, bodyOf, queryClient, api } = apiHarness((_url, init) =>
      init.method === 'POST' ? ok({ id: 'c1', code: 'EARLYBIRD' }) : ok({ id: 'r1' }),
    );
    const intentKey = registrationQueries.intent(api, EVENT_ID, { addressId: ADDRESS_ID }).queryKey;
    queryClient.setQueryData(intentKey, intent({ eventId: EVENT_ID }));
    renderHook(() => useRegistration(EVENT_ID), { wrapper });
    await waitFor(() => expect(calls()).toHaveLength(1));
    const { result } = renderHook(() => useApplyRegistrationCoupon(EVENT_ID), { wrapper });
    const coupon = await act(() => result.current.mutateAsync({ couponCode: 'EARLYBIRD' }));
    expect(coupon).toMatchObject({ code: 'EARLYBIRD' });
    expect(bodyOf(1)).toEqual({ couponCode: 'EARLYBIRD' });
    expect(queryClient.getQueryData(intentKey)).toBeUndefined();
    await waitFor(() => expect(calls()).toHaveLength(3));
    expect(calls()[2]).toBe(`GET /self/events/${EVENT_ID}/registration`);
  });

  it('submitting a free cart caches the registration and marks the event registered', async () => {
    const registered = { id: 'r1', status: 'registered', passes: [{ id: 'p1' }] };
    const { wrapper, queryClient, api, calls, bodyOf } = apiHarness(() => ok(registered));
    queryClient.setQueryData(selfQueries.relationships(api).queryKey, relationships);
    queryClient.setQueryData(registrationQueries.questions(api, EVENT_ID).queryKey, []);
    const { result } = renderHook(() => useSubmitRegistration(EVENT_ID), { wrapper });
    await act(() => result.current.mutateAsync({ termsAccepted: true }));
    expect(calls()).toEqual([`POST /self/events/${EVENT_ID}/registration/submit`]);
    expect(bodyOf(0)).toEqual({ termsAccepted: true });
    expect(queryClient.getQueryData(registrationQueries.draft(api, EVENT_ID).queryKey)).toEqual(
      registered,
    );
    expect(
      queryClient.getQueryData(registrationQueries.questions(api, EVENT_ID).queryKey),
    ).toBeUndefined();
    expect(
      queryClient.getQueryData<Relationships>(selfQueries.relationships(api).queryKey)?.events,
    ).toEqual({ [EVENT_ID]: true });
  });
});

describe('capture (a successful capture clears cached intents and registration data)', () => {
  it('sends the nonce, clears every intent and the registration data, and marks the event registered', async () => {
    const { wrapper, queryClient, api, calls, bodyOf } = apiHarness(() => ok(null));
    queryClient.setQueryData(selfQueries.relationships(api).queryKey, relationships);
    const registrationIntent = registrationQueries.intent(api, EVENT_ID, {
      addressId: ADDRESS_ID,
    }).queryKey;
    const invoiceIntent = invoiceQueries.intent(api, INVOICE_ID, ADDRESS_ID).queryKey;
    const draft = registrationQueries.draft(api, EVENT_ID).queryKey;
    const otherDraft = registrationQueries.draft(api, INVOICE_ID).queryKey;
    for (const key of [registrationIntent, invoiceIntent, draft, otherDraft])
      queryClient.setQueryData(key, { id: 'x' } as never);
    const { result } = renderHook(() => useCapturePaymentIntent(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        intent: intent({ eventId: EVENT_ID }),
        nonce: 'tok_test_visa',
      }),
    );
    expect(calls()).toEqual([`POST /organization/intents/${INTENT_ID}/capture`]);
    expect(bodyOf(0)).toEqual({ nonce: 'tok_test_visa' });
    for (const key of [registrationIntent, invoiceIntent, draft, otherDraft])
      expect(queryClient.getQueryData(key)).toBeUndefined();
    expect(
      queryClient.getQueryData<Relationships>(selfQueries.relationships(api).queryKey)?.events,
    ).toEqual({ [EVENT_ID]: true });
  });

  it('refreshes the invoice an intent paid, and leaves registrations alone', async () => {
    const { wrapper, queryClient, api } = apiHarness(() => ok(null));
    const detail = invoiceQueries.detail(api, INVOICE_ID).queryKey;
    const draft = registrationQueries.draft(api, EVENT_ID).queryKey;
    queryClient.setQueryData(detail, { id: INVOICE_ID, status: 'sent' } as never);
    queryClient.setQueryData(draft, { id: 'r1' } as never);
    const { result } = renderHook(() => useCapturePaymentIntent(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ intent: intent({ invoiceId: INVOICE_ID }), nonce: 'tok' }),
    );
    expect(queryClient.getQueryState(detail)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(draft)).toEqual({ id: 'r1' });
  });

  it('keeps the intents when the payment is declined', async () => {
    const { wrapper, queryClient, api } = apiHarness(() =>
      json(
        {
          status: 'error',
          code: 'PAYMENT_FAILED',
          message: 'Payment failed. Please try another payment method.',
        },
        402,
      ),
    );
    const key = registrationQueries.intent(api, EVENT_ID, { addressId: ADDRESS_ID }).queryKey;
    queryClient.setQueryData(key, { id: INTENT_ID } as never);
    const { result } = renderHook(() => useCapturePaymentIntent(), { wrapper });
    await expect(
      result.current.mutateAsync({
        intent: intent({ eventId: EVENT_ID }),
        nonce: 'tok_test_declined',
      }),
    ).rejects.toThrow('Payment failed. Please try another payment method.');
    expect(queryClient.getQueryData(key)).toEqual({ id: INTENT_ID });
  });
});
