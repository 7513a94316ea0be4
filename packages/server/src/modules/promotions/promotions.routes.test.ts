import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '@convene/contract';
import { DEMO_ADS, DEMO_BENEFITS, seedOrganizationPromotions } from '../../seed/promotions';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { insertAdvertisements, insertBenefits } from './promotions.repository';

const DAY = 24 * 60 * 60 * 1000;

describe('advertisements and benefits', () => {
  let t: TestApp;
  let org: TestOrganization;
  let member: TestUser;
  let empty: TestOrganization;
  let emptyMember: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    member = await t.createUser(org);
    empty = await t.createOrganization();
    emptyMember = await t.createUser(empty);
    const record = await t.app.organizations.byIdOrUndefined(org.id);
    await seedOrganizationPromotions(t.runtime.services, record!, DEMO_ADS, DEMO_BENEFITS);
  });
  afterAll(() => t.close());

  describe('GET /advertisement', () => {
    it('answers one of the organization’s advertisements with its generated image', async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/advertisement',
        headers: org.headers,
      });
      expect(response.statusCode).toBe(200);
      const ad = response.json().data;
      expect(DEMO_ADS.map((seed) => seed.title)).toContain(ad.title);
      expect(['square', 'rectangle']).toContain(ad.type);
      expect(ad.image.uri).toMatch(new RegExp(`^/files/${org.id}/advertisements/`));
      const image = await t.inject({ method: 'GET', url: ad.image.uri });
      expect(image.statusCode).toBe(200);
    });

    it('answers null for an organization without advertisements', async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/advertisement',
        headers: empty.headers,
      });
      expect(response.json()).toEqual({ status: 'ok', message: 'OK', data: null });
    });

    it('draws by weight and never shows disabled, expired or future ads', async () => {
      const weighted = await t.createOrganization();
      const now = Date.now();
      const base = {
        organizationId: weighted.id,
        type: 'square' as const,
        link: 'https://example.com',
      };
      await insertAdvertisements(t.runtime.services.db, [
        { ...base, title: 'heavy', weight: 9 },
        { ...base, title: 'light', weight: 1 },
        { ...base, title: 'disabled', weight: 50, enabled: false },
        { ...base, title: 'expired', weight: 50, endsAt: new Date(now - DAY) },
        { ...base, title: 'future', weight: 50, startsAt: new Date(now + DAY) },
        { ...base, title: 'zero', weight: 0 },
      ]);
      const seen = new Map<string, number>();
      for (let draw = 0; draw < 150; draw += 1) {
        const response = await t.inject({
          method: 'GET',
          url: '/api/advertisement',
          headers: weighted.headers,
        });
        const title = response.json().data.title as string;
        seen.set(title, (seen.get(title) ?? 0) + 1);
      }
      expect([...seen.keys()].sort()).toEqual(['heavy', 'light']);
      expect(seen.get('heavy')!).toBeGreaterThan(100);
    });

    it('answers 456 when the advertisements module is off', async () => {
      const off = await t.createOrganization({
        modules: MODULES.filter((m) => m !== 'advertisements'),
      });
      const response = await t.inject({
        method: 'GET',
        url: '/api/advertisement',
        headers: off.headers,
      });
      expect(response.statusCode).toBe(456);
      expect(response.json().message).toBe('feature not enabled for this community');
    });
  });

  describe('GET /benefits', () => {
    const list = (user: TestUser, query = '') =>
      t.inject({ method: 'GET', url: `/api/benefits${query}`, headers: user.headers });

    it('lists live benefits, highest priority first, paged', async () => {
      const response = await list(member);
      expect(response.statusCode).toBe(200);
      const slugs = response.json().data.map((b: { slug: string }) => b.slug);
      expect(slugs).toEqual(DEMO_BENEFITS.map((b) => b.slug));
      const page = (await list(member, '?page=2&pageSize=4')).json().data;
      expect(page.map((b: { slug: string }) => b.slug)).toEqual(['legal-clinic', 'book-club']);
      expect(page[0].image.uri).toMatch(new RegExp(`^/files/${org.id}/benefits/`));
    });

    it('searches and orders by title', async () => {
      const found = (await list(member, '?search=co-working')).json().data;
      expect(found.map((b: { slug: string }) => b.slug)).toEqual(['coworking-day-pass']);
      const byTitle = (await list(member, '?orderBy=title&pageSize=2')).json().data;
      expect(byTitle.map((b: { title: string }) => b.title)).toEqual([
        '$500 in cloud credits',
        '20% off community events',
      ]);
    });

    it('leaves out ended and not yet started benefits', async () => {
      const timed = await t.createOrganization();
      const user = await t.createUser(timed);
      const now = Date.now();
      const base = { organizationId: timed.id, title: 'x' };
      await insertBenefits(t.runtime.services.db, [
        { ...base, slug: 'live', startDate: new Date(now - DAY) },
        {
          ...base,
          slug: 'ended',
          startDate: new Date(now - 2 * DAY),
          endDate: new Date(now - DAY),
        },
        { ...base, slug: 'later', startDate: new Date(now + DAY) },
      ]);
      const slugs = (await list(user)).json().data.map((b: { slug: string }) => b.slug);
      expect(slugs).toEqual(['live']);
    });

    it('keeps organizations apart', async () => {
      expect((await list(emptyMember)).json().data).toEqual([]);
    });

    it('requires a signed-in account', async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/benefits',
        headers: org.headers,
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers 456 when the benefits module is off', async () => {
      const off = await t.createOrganization({ modules: MODULES.filter((m) => m !== 'benefits') });
      const user = await t.createUser(off);
      const response = await list(user);
      expect(response.statusCode).toBe(456);
    });
  });
});
