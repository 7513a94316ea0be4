import type {
  ListingAddOn,
  ListingCoupon,
  ListingFaqSection,
  ListingPackage,
  ListingPage,
  ListingPassType,
  ListingRoomType,
} from '@convene/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventAddOns } from '../../../db/schema/index';
import type { TestUser } from '../../../test/harness';
import { useEventsFixture } from '../events/test/events-fixture';

describe('listing catalogue routes: pass types, packages, add-ons, room types, coupons', () => {
  const f = useEventsFixture();

  async function send(user: TestUser, method: string, url: string, payload?: unknown) {
    const response = await f.call(user, method as 'GET', url, payload);
    return { status: response.statusCode, body: response.json(), text: response.body };
  }

  async function listing() {
    const event = await f.createEvent({ status: 'draft' });
    return `/listings/${event.id}`;
  }

  it('writes pass types; supply never below what is taken; deletes only unsold ones', async () => {
    const url = await listing();
    const created = await send(f.host, 'POST', `${url}/passTypes`, {
      name: 'Early Bird',
      price: 2500,
      supply: 10,
    });
    expect(created.status, created.text).toBe(201);
    const passType = created.body.data as ListingPassType;
    expect(passType).toMatchObject({ slug: 'early-bird', price: 2500, supply: 10, sold: 0 });
    const again = (await send(f.host, 'POST', `${url}/passTypes`, { name: 'Early Bird' })).body
      .data as ListingPassType;
    expect(again.slug).toBe('early-bird-2');
    const bad = await send(f.host, 'PUT', `${url}/passTypes/${passType.id}`, {
      minQuantityPerSale: 5,
      maxQuantityPerSale: 2,
    });
    expect(bad.status).toBe(400);
    const updated = await send(f.host, 'PUT', `${url}/passTypes/${passType.id}`, { price: 3000 });
    expect((updated.body.data as ListingPassType).price).toBe(3000);
    expect((await f.ok<ListingPassType[]>(f.host, `${url}/passTypes`)).length).toBe(2);
    expect((await send(f.host, 'DELETE', `${url}/passTypes/${again.id}`)).status).toBe(200);
    expect((await send(f.host, 'DELETE', `${url}/passTypes/${again.id}`)).status).toBe(404);
    expect((await send(f.host, 'PUT', `${url}/passTypes/${again.id}`, { price: 1 })).status).toBe(
      404,
    );
  });

  it('writes packages of the listing’s pass types, add-ons and room types', async () => {
    const url = await listing();
    const passType = (await send(f.host, 'POST', `${url}/passTypes`, { name: 'General' })).body
      .data as ListingPassType;
    const bundle = await send(f.host, 'POST', `${url}/packages`, {
      name: 'Crew of four',
      price: 8000,
      supply: 5,
      passes: [{ passTypeId: passType.id, quantity: 4 }],
    });
    expect(bundle.status, bundle.text).toBe(201);
    expect(bundle.body.data as ListingPackage).toMatchObject({
      name: 'Crew of four',
      supply: 5,
      passes: [{ passTypeId: passType.id, quantity: 4 }],
    });
    const foreign = await send(f.host, 'POST', `${url}/packages`, {
      name: 'Stray',
      price: 1,
      passes: [{ passTypeId: crypto.randomUUID(), quantity: 1 }],
    });
    expect(foreign.status).toBe(404);

    const addOn = await send(f.host, 'POST', `${url}/addOns`, {
      name: 'Dinner',
      price: 1500,
      passTypeIds: [passType.id],
    });
    expect(addOn.status, addOn.text).toBe(201);
    const addOnId = (addOn.body.data as ListingAddOn).id;
    expect(addOn.body.data).toMatchObject({ passTypeIds: [passType.id], sold: 0 });
    const cleared = await send(f.host, 'PUT', `${url}/addOns/${addOnId}`, { passTypeIds: [] });
    expect((cleared.body.data as ListingAddOn).passTypeIds).toEqual([]);

    const room = await send(f.host, 'POST', `${url}/roomTypes`, {
      name: 'Cabin',
      price: 9000,
      supply: 3,
      minStart: '2026-05-01',
    });
    expect(room.status, room.text).toBe(201);
    expect(room.body.data as ListingRoomType).toMatchObject({ minStart: '2026-05-01', supply: 3 });
    const badDate = await send(f.host, 'POST', `${url}/roomTypes`, { name: 'X', minStart: 'May' });
    expect(badDate.status).toBe(400);
    expect((await f.ok<ListingRoomType[]>(f.host, `${url}/roomTypes`)).length).toBe(1);
  });

  it('refuses to delete or shrink below what is sold, with 409', async () => {
    const url = await listing();
    const addOn = (await send(f.host, 'POST', `${url}/addOns`, { name: 'Parking', supply: 5 })).body
      .data as ListingAddOn;
    await f.db.update(eventAddOns).set({ sold: 2 }).where(eq(eventAddOns.id, addOn.id));
    expect((await send(f.host, 'PUT', `${url}/addOns/${addOn.id}`, { supply: 1 })).status).toBe(
      409,
    );
    expect((await send(f.host, 'PUT', `${url}/addOns/${addOn.id}`, { supply: 2 })).status).toBe(
      200,
    );
    const refused = await send(f.host, 'DELETE', `${url}/addOns/${addOn.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Already sold/);
  });

  it('writes coupons: one discount, codes unique per listing and upper-cased', async () => {
    const url = await listing();
    const coupon = await send(f.host, 'POST', `${url}/coupons`, {
      code: 'save10',
      discountPercent: 10,
      useLimit: 50,
      endDate: '2030-01-01T00:00:00Z',
    });
    expect(coupon.status, coupon.text).toBe(201);
    expect(coupon.body.data as ListingCoupon).toMatchObject({
      code: 'SAVE10',
      discountPercent: 10,
      discountAmount: null,
      endDate: '2030-01-01T00:00:00.000Z',
    });
    const id = (coupon.body.data as ListingCoupon).id;
    expect(
      (await send(f.host, 'POST', `${url}/coupons`, { code: 'SAVE10', discountAmount: 5 })).status,
    ).toBe(409);
    const both = await send(f.host, 'POST', `${url}/coupons`, {
      code: 'BOTH',
      discountPercent: 10,
      discountAmount: 100,
    });
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/either a discount amount or a discount percent/);
    const switched = await send(f.host, 'PUT', `${url}/coupons/${id}`, { discountAmount: 500 });
    expect(switched.status).toBe(400);
    const fixed = await send(f.host, 'PUT', `${url}/coupons/${id}`, {
      discountAmount: 500,
      discountPercent: null,
    });
    expect(fixed.status, fixed.text).toBe(200);
    expect((await send(f.host, 'DELETE', `${url}/coupons/${id}`)).status).toBe(200);
  });

  it('writes FAQ sections with their questions, and sanitized pages', async () => {
    const url = await listing();
    const section = await send(f.host, 'POST', `${url}/faqSections`, {
      name: 'Getting there',
      faqs: [
        { question: 'Parking?', answer: 'Pier 3' },
        { question: 'Parking?', answer: 'Or the station' },
      ],
    });
    expect(section.status, section.text).toBe(201);
    const created = section.body.data as ListingFaqSection;
    expect(created).toMatchObject({ slug: 'getting-there', name: 'Getting there' });
    expect(created.faqs.map((faq) => faq.slug)).toEqual(['parking', 'parking-2']);
    const replaced = await send(f.host, 'PUT', `${url}/faqSections/${created.id}`, {
      faqs: [{ question: 'Train?', answer: 'Central' }],
    });
    expect((replaced.body.data as ListingFaqSection).faqs).toEqual([
      expect.objectContaining({ question: 'Train?', answer: 'Central' }),
    ]);
    const page = await send(f.host, 'POST', `${url}/pages`, {
      title: 'Code of conduct',
      html: '<p>Be kind</p><script>alert(1)</script>',
    });
    expect(page.status, page.text).toBe(201);
    expect(page.body.data as ListingPage).toMatchObject({
      slug: 'code-of-conduct',
      html: '<p>Be kind</p>',
    });
    const second = (await send(f.host, 'POST', `${url}/pages`, { title: 'Code of conduct' })).body
      .data as ListingPage;
    expect(second.slug).toBe('code-of-conduct-2');
    const renamed = await send(f.host, 'PUT', `${url}/pages/${second.id}`, {
      slug: 'code-of-conduct',
    });
    // Taken by the first page: numbered past it (here back to its own).
    expect((renamed.body.data as ListingPage).slug).toBe('code-of-conduct-2');
    expect((await send(f.host, 'DELETE', `${url}/faqSections/${created.id}`)).status).toBe(200);
    expect((await f.ok<ListingPage[]>(f.host, `${url}/pages`)).length).toBe(2);
  });

  it('keeps each listing’s items to itself: another listing’s id is a 404', async () => {
    const mine = await listing();
    const other = await listing();
    const coupon = (
      await send(f.host, 'POST', `${other}/coupons`, { code: 'OTHER', discountAmount: 1 })
    ).body.data as ListingCoupon;
    expect(
      (await send(f.host, 'PUT', `${mine}/coupons/${coupon.id}`, { active: false })).status,
    ).toBe(404);
    expect((await send(f.host, 'DELETE', `${mine}/coupons/${coupon.id}`)).status).toBe(404);
  });
});
