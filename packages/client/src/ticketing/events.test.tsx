import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  eventQueries,
  useEvent,
  useEventFaqSections,
  useEventPage,
  useEventPassTypes,
  useEventSessions,
  useEvents,
  useFeaturedEvents,
  useSelfEvents,
} from './events';
import { selfQueries } from '../people/self';
import { useSeriesEvents } from './series';
import { apiHarness, json, ok } from '../test/api-harness';

const EVENT_ID = '0190f5a2-0000-7000-8000-00000000e001';
const card = (id: string) => ({ id, slug: `event-${id}`, name: `Event ${id}` });

describe('event catalogue queries', () => {
  it('lists upcoming events by cursor, always saying past, and loads the next page by the cursor', async () => {
    const { wrapper, calls } = apiHarness((url) =>
      url.searchParams.get('cursor')
        ? json({ status: 'ok', data: [card('b')], cursor: null })
        : json({ status: 'ok', data: [card('a')], cursor: 'next-1' }),
    );
    const { result } = renderHook(() => useEvents({ search: 'fair' }), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.items.map((event) => event.id)).toEqual(['a', 'b']));
    expect(calls()).toEqual([
      'GET /events?search=fair&past=false&pageSize=10',
      'GET /events?search=fair&past=false&pageSize=10&cursor=next-1',
    ]);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('asks for past events, featured events and the acting account’s events', async () => {
    const { wrapper, calls } = apiHarness(() => json({ status: 'ok', data: [], cursor: null }));
    const past = renderHook(() => useEvents({ past: true }), { wrapper });
    const featured = renderHook(() => useFeaturedEvents(), { wrapper });
    const mine = renderHook(() => useSelfEvents({ past: true }), { wrapper });
    const idle = renderHook(() => useSelfEvents({}, { enabled: false }), { wrapper });
    await waitFor(() => expect(calls()).toHaveLength(3));
    expect(calls().sort()).toEqual([
      'GET /events/featured?pageSize=10',
      'GET /events?past=true&pageSize=10',
      'GET /self/events?past=true&pageSize=10',
    ]);
    expect([past, featured, mine].every(({ result }) => result.current.isSuccess)).toBe(true);
    expect(idle.result.current.fetchStatus).toBe('idle');
  });

  it('sends the discovery filters, and no `past` with a date range alone', async () => {
    const { wrapper, calls } = apiHarness(() => json({ status: 'ok', data: [], cursor: null }));
    renderHook(
      () =>
        useEvents({
          from: '2031-03-01',
          to: '2031-03-31',
          interest: 'sailing',
          attendance: 'online',
          price: 'free',
        }),
      { wrapper },
    );
    renderHook(() => useEvents({ from: '2031-03-01', past: true }), { wrapper });
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls().sort()).toEqual([
      'GET /events?from=2031-03-01&past=true&pageSize=10',
      'GET /events?from=2031-03-01&to=2031-03-31&interest=sailing&attendance=online&price=free&pageSize=10',
    ]);
  });

  it('reads an event by slug, and stays idle while the id is empty', async () => {
    const { wrapper, calls, queryClient, api } = apiHarness(() => ok(card('maker-fair')));
    const empty = renderHook(() => useEvent(''), { wrapper });
    const { result } = renderHook(() => useEvent('spring-maker-fair'), { wrapper });
    await waitFor(() => expect(result.current.data?.id).toBe('maker-fair'));
    expect(calls()).toEqual(['GET /events/spring-maker-fair']);
    expect(empty.result.current.fetchStatus).toBe('idle');
    expect(
      queryClient.getQueryData(eventQueries.detail(api, 'spring-maker-fair').queryKey),
    ).toMatchObject({ id: 'maker-fair' });
  });

  it('reads what an event page shows: agenda (search only), FAQs, a page and the pass types', async () => {
    const { wrapper, calls } = apiHarness((url) =>
      url.pathname.endsWith('/passTypes')
        ? ok({ passTypes: [], packages: [] })
        : url.pathname.includes('/pages/')
          ? ok({ id: 'p1', html: '<p>Be kind</p>' })
          : ok([]),
    );
    renderHook(() => useEventSessions(EVENT_ID, 'glaze'), { wrapper });
    renderHook(() => useEventFaqSections(EVENT_ID), { wrapper });
    const page = renderHook(() => useEventPage(EVENT_ID, 'code-of-conduct'), { wrapper });
    const passes = renderHook(() => useEventPassTypes(EVENT_ID, EVENT_ID), { wrapper });
    await waitFor(() => expect(calls()).toHaveLength(4));
    expect(calls().sort()).toEqual(
      [
        `GET /events/${EVENT_ID}/sessions?search=glaze`,
        `GET /events/${EVENT_ID}/faqs?pageSize=10&page=1`,
        `GET /events/${EVENT_ID}/pages/code-of-conduct`,
        `GET /events/${EVENT_ID}/passTypes?ticketId=${EVENT_ID}`,
      ].sort(),
    );
    await waitFor(() => expect(page.result.current.data).toMatchObject({ id: 'p1' }));
    await waitFor(() =>
      expect(passes.result.current.data).toEqual({ passTypes: [], packages: [] }),
    );
  });

  it('lists the events of a series', async () => {
    const { wrapper, calls } = apiHarness(() => json({ status: 'ok', data: [], cursor: null }));
    const { result } = renderHook(() => useSeriesEvents('harbour-talks', { past: true }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls()).toEqual(['GET /series/harbour-talks/events?past=true&pageSize=10']);
  });

  it('keys self events under self, so signing out clears them with the rest', () => {
    const { api } = apiHarness(() => ok(null));
    expect(eventQueries.self(api).queryKey.slice(0, 2)).toEqual([...selfQueries.all(), 'events']);
  });
});
