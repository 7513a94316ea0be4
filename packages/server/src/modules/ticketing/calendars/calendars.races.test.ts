import type { CalendarFeedLink } from '@convene/contract';
import { expect, it } from 'vitest';
import { raceSuite, useRaceWorld } from '../../../test/postgres';

/**
 * A member asking for a new feed address several times at once, on real PostgreSQL: the
 * feed row's upsert on (organization, account) leaves one feed whatever the order, and of
 * the addresses answered exactly one opens it (the last written). Driven through HTTP only.
 */
const { url, describeRaces } = await raceSuite('calendars.races');

const AT_ONCE = 8;

describeRaces('calendar feed races', () => {
  const { world, call, ok } = useRaceWorld(url, 1);

  it('keeps one feed and one working address when new ones are asked for at once', async () => {
    const [member] = world.users;
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, () => call(member!, 'POST', '/self/calendar-feed')),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const links = responses.map((response) => response.json().data as CalendarFeedLink);
    expect(new Set(links.map((link) => link.url)).size).toBe(AT_ONCE);

    const opened = await Promise.all(
      links.map(async (link) => {
        const address = new URL(link.url);
        const response = await world.t.inject({
          method: 'GET',
          url: `${address.pathname}${address.search}`,
        });
        return response.statusCode;
      }),
    );
    expect(opened.filter((status) => status === 200)).toHaveLength(1);
    expect(opened.filter((status) => status === 404)).toHaveLength(AT_ONCE - 1);

    // Revoked once, every address is closed, and asking again works.
    await ok(member!, 'DELETE', '/self/calendar-feed');
    expect(await ok(member!, 'GET', '/self/calendar-feed')).toEqual({
      active: false,
      createdAt: null,
    });
  });
});
