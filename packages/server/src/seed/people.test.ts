import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/harness';
import { generateAvatar, generateBanner, storeGeneratedImages } from './people';

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
});
