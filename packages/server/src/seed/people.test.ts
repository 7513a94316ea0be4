import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/harness';
import {
  DEMO_LOGINS,
  generateAvatar,
  generateBanner,
  seedPeople,
  storeGeneratedImages,
} from './people';
import type { SeedContext } from './seed-context';

describe('generated demo images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('renders a 512×512 avatar and a 1500×500 banner, the same for the same username', async () => {
    const avatar = await generateAvatar('maya-lindqvist');
    expect(await sharp(avatar.data).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
    expect((await generateAvatar('maya-lindqvist')).data.equals(avatar.data)).toBe(true);
    expect((await generateAvatar('omar-haddad')).data.equals(avatar.data)).toBe(false);
    const banner = await generateBanner('maya-lindqvist');
    expect(await sharp(banner.data).metadata()).toMatchObject({
      format: 'webp',
      width: 1500,
      height: 500,
    });
  });

  it('stores both through the storage adapter and sets them on the account', async () => {
    const org = await t.createOrganization();
    const user = await t.createUser(org);
    const { image, banner } = await storeGeneratedImages(
      t.runtime.services,
      org.id,
      user.accountId,
      user.username,
    );
    const [row] = await t.runtime.services.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, user.accountId));
    expect(row?.image).toEqual(image);
    expect(row?.banner).toEqual(banner);
    expect(image.uri).toBe(`/files/${org.id}/accounts/${user.accountId}/${image.id}.webp`);
    const file = await t.inject({ method: 'GET', url: banner.uri });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('seeds the demo logins with their avatars and banners in both organizations', async () => {
    const first = await t.createOrganization();
    const second = await t.createOrganization();
    const demo = (await t.app.organizations.byIdOrUndefined(first.id))!;
    const other = (await t.app.organizations.byIdOrUndefined(second.id))!;
    const context: SeedContext = {
      services: t.runtime.services,
      demo,
      second: other,
      accounts: { demo: new Map(), second: new Map() },
    };
    await seedPeople(context);
    expect([...context.accounts.demo.keys()]).toEqual(DEMO_LOGINS.map((person) => person.username));
    for (const [organizationId, byUsername] of [
      [demo.id, context.accounts.demo],
      [other.id, context.accounts.second],
    ] as const) {
      for (const accountId of byUsername.values()) {
        const [row] = await t.runtime.services.db
          .select()
          .from(accounts)
          .where(eq(accounts.id, accountId));
        expect(row?.organizationId).toBe(organizationId);
        expect(row?.image).toMatchObject({ width: 512, height: 512, moderation: 'safe' });
        expect(row?.banner).toMatchObject({ width: 1500, height: 500 });
        expect(row?.bio).toBeTruthy();
      }
    }
  });
});
