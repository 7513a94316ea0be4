import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  listingQueries,
  useAddListingCoHost,
  useCreateListing,
  useCreateListingItem,
  useCreateListingQuestion,
  useCreateListingSession,
  useDeleteListing,
  useDeleteListingItem,
  useListing,
  useListingCatalogue,
  useListingCoHosts,
  useListings,
  useRemoveListingSponsor,
  useSessionRegistrationSettings,
  useUpdateListing,
  useUpdateListingItem,
  useUpdateSessionRegistrationSettings,
} from './listings';
import { apiHarness, ok } from '../test/api-harness';

const EVENT_ID = '0190f5a2-0000-7000-8000-00000000e001';
const ACCOUNT_ID = '0190f5a2-0000-7000-8000-00000000a001';
const ITEM_ID = '0190f5a2-0000-7000-8000-00000000c001';
const listing = { id: EVENT_ID, name: 'Harbour', role: 'host' };

describe('listings', () => {
  it('reads the hosted listings by cursor, one listing, its co-hosts and catalogue', async () => {
    const { wrapper, calls } = apiHarness((url) =>
      url.pathname.endsWith('/listings') ||
      url.pathname.endsWith('/coHosts') ||
      url.pathname.endsWith('/coupons')
        ? ok([listing])
        : ok(listing),
    );
    const list = renderHook(() => useListings({ past: true }), { wrapper });
    const detail = renderHook(() => useListing(EVENT_ID), { wrapper });
    const coHosts = renderHook(() => useListingCoHosts(EVENT_ID), { wrapper });
    const coupons = renderHook(() => useListingCatalogue('coupons', EVENT_ID), { wrapper });
    const idle = renderHook(() => useListing(''), { wrapper });
    await waitFor(() => expect(list.result.current.items).toHaveLength(1));
    await waitFor(() => expect(detail.result.current.data?.id).toBe(EVENT_ID));
    await waitFor(() => expect(coHosts.result.current.items).toHaveLength(1));
    await waitFor(() => expect(coupons.result.current.data).toHaveLength(1));
    expect(idle.result.current.fetchStatus).toBe('idle');
    expect(calls().sort()).toEqual([
      `GET /listings/${EVENT_ID}`,
      `GET /listings/${EVENT_ID}/coHosts?pageSize=10`,
      `GET /listings/${EVENT_ID}/coupons`,
      'GET /listings?past=true&pageSize=10',
    ]);
  });

  it('creates, updates and deletes a listing, keeping the cache in step', async () => {
    const { wrapper, calls, bodyOf, queryClient, api } = apiHarness((_url, init) =>
      init.method === 'DELETE' ? ok(null) : ok({ ...listing, name: 'Renamed' }),
    );
    const create = renderHook(() => useCreateListing(), { wrapper });
    const update = renderHook(() => useUpdateListing(EVENT_ID), { wrapper });
    const remove = renderHook(() => useDeleteListing(EVENT_ID), { wrapper });
    const event = {
      eventType: 'physical' as const,
      visible: true,
      name: 'Harbour',
      shortDescription: '',
      eventStart: '2026-05-01T09:00:00Z',
      eventEnd: '2026-05-01T12:00:00Z',
      timezone: 'UTC',
    };
    await act(() => create.result.current.mutateAsync({ event, sponsorIds: [ACCOUNT_ID] }));
    expect(queryClient.getQueryData(listingQueries.detail(api, EVENT_ID).queryKey)).toMatchObject({
      name: 'Renamed',
    });
    await act(() => update.result.current.mutateAsync({ event: { status: 'ready' } }));
    await act(() => remove.result.current.mutateAsync());
    expect(queryClient.getQueryData(listingQueries.detail(api, EVENT_ID).queryKey)).toBeUndefined();
    expect(calls()).toEqual([
      'POST /listings',
      `PUT /listings/${EVENT_ID}`,
      `DELETE /listings/${EVENT_ID}`,
    ]);
    expect(bodyOf(0)).toMatchObject({ event: { name: 'Harbour' }, sponsorIds: [ACCOUNT_ID] });
    expect(bodyOf(1)).toEqual({ event: { status: 'ready' } });
  });

  it('writes the program, questions, co-hosts and catalogue items on their routes', async () => {
    const { wrapper, calls, bodyOf } = apiHarness(() => ok(listing));
    const session = renderHook(() => useCreateListingSession(EVENT_ID), { wrapper });
    const sponsor = renderHook(() => useRemoveListingSponsor(EVENT_ID), { wrapper });
    const question = renderHook(() => useCreateListingQuestion(EVENT_ID), { wrapper });
    const coHost = renderHook(() => useAddListingCoHost(EVENT_ID), { wrapper });
    const coupon = renderHook(() => useCreateListingItem('coupons', EVENT_ID), { wrapper });
    const addOn = renderHook(() => useUpdateListingItem('addOns', EVENT_ID), { wrapper });
    const room = renderHook(() => useDeleteListingItem('roomTypes', EVENT_ID), { wrapper });
    await act(async () => {
      await session.result.current.mutateAsync({
        session: {
          name: 'Talk',
          startTime: '2026-05-01T09:00:00Z',
          endTime: '2026-05-01T10:00:00Z',
        },
      });
      await sponsor.result.current.mutateAsync(ACCOUNT_ID);
      await question.result.current.mutateAsync({ name: 'Diet', type: 'text' });
      await coHost.result.current.mutateAsync(ACCOUNT_ID);
      await coupon.result.current.mutateAsync({ code: 'SAVE10', discountPercent: 10 });
      await addOn.result.current.mutateAsync({ id: ITEM_ID, name: 'Dinner' });
      await room.result.current.mutateAsync(ITEM_ID);
    });
    expect(calls()).toEqual([
      `POST /listings/${EVENT_ID}/sessions`,
      `DELETE /listings/${EVENT_ID}/sponsors/${ACCOUNT_ID}`,
      `POST /listings/${EVENT_ID}/questions`,
      `POST /listings/${EVENT_ID}/coHosts`,
      `POST /listings/${EVENT_ID}/coupons`,
      `PUT /listings/${EVENT_ID}/addOns/${ITEM_ID}`,
      `DELETE /listings/${EVENT_ID}/roomTypes/${ITEM_ID}`,
    ]);
    expect(bodyOf(3)).toEqual({ accountId: ACCOUNT_ID });
    expect(bodyOf(5)).toEqual({ name: 'Dinner' });
  });

  it('writes question sections, follow-ups, activations and session registration settings', async () => {
    let settings = { sessionId: ITEM_ID, registrationEnabled: true, seats: 4 };
    const { wrapper, calls, bodyOf, queryClient, api } = apiHarness((url, init) => {
      if (!url.pathname.endsWith('/registration')) return ok([]);
      if (init.method === 'PUT') settings = { ...settings, seats: 8 };
      return ok(settings);
    });
    const section = renderHook(() => useCreateListingItem('questionSections', EVENT_ID), {
      wrapper,
    });
    const followup = renderHook(() => useUpdateListingItem('followups', EVENT_ID), { wrapper });
    const activation = renderHook(() => useDeleteListingItem('activations', EVENT_ID), {
      wrapper,
    });
    const activations = renderHook(() => useListingCatalogue('activations', EVENT_ID), {
      wrapper,
    });
    const read = renderHook(() => useSessionRegistrationSettings(EVENT_ID, ITEM_ID), { wrapper });
    const write = renderHook(() => useUpdateSessionRegistrationSettings(EVENT_ID, ITEM_ID), {
      wrapper,
    });
    const idle = renderHook(() => useSessionRegistrationSettings(EVENT_ID, ''), { wrapper });
    await waitFor(() => expect(read.result.current.data?.seats).toBe(4));
    await waitFor(() => expect(activations.result.current.data).toEqual([]));
    await act(async () => {
      await section.result.current.mutateAsync({ name: 'About you' });
      await followup.result.current.mutateAsync({ id: ITEM_ID, questionIds: [ACCOUNT_ID] });
      await activation.result.current.mutateAsync(ITEM_ID);
      await write.result.current.mutateAsync({ seats: 8 });
    });
    expect(idle.result.current.fetchStatus).toBe('idle');
    expect(
      queryClient.getQueryData(listingQueries.sessionSettings(api, EVENT_ID, ITEM_ID).queryKey),
    ).toMatchObject({ seats: 8 });
    const writes = calls().filter((call) => !call.startsWith('GET'));
    expect(writes).toEqual([
      `POST /listings/${EVENT_ID}/questionSections`,
      `PUT /listings/${EVENT_ID}/followups/${ITEM_ID}`,
      `DELETE /listings/${EVENT_ID}/activations/${ITEM_ID}`,
      `PUT /listings/${EVENT_ID}/sessions/${ITEM_ID}/registration`,
    ]);
    expect(bodyOf(calls().indexOf(writes[1]!))).toEqual({ questionIds: [ACCOUNT_ID] });
    expect(bodyOf(calls().indexOf(writes[3]!))).toEqual({ seats: 8 });
  });
});
