import { createHash } from 'node:crypto';
import type { Image } from '@convene/contract';
import sharp from 'sharp';
import type { Services } from '../context';
import { hashPassword } from '../identity/passwords';
import { insertLoginWithAccount } from '../modules/logins/index';
import { setAccountImage } from '../modules/accounts/index';
import { accountImageFolder } from '../modules/self/index';
import { AVATAR_SIZE, BANNER_SIZE, storeImage, type ProcessedImage } from '../storage/images';
import { DEMO_PASSWORD } from './organizations';
import type { SeedContext } from './seed-context';

interface DemoLogin {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  bio: string;
  admin?: boolean;
}

export const DEMO_LOGINS: DemoLogin[] = [
  {
    email: 'member@example.com',
    username: 'maya-lindqvist',
    firstName: 'Maya',
    lastName: 'Lindqvist',
    bio: 'Ceramicist and weekend sailor. I run the Thursday open studio.',
  },
  {
    email: 'host@example.com',
    username: 'omar-haddad',
    firstName: 'Omar',
    lastName: 'Haddad',
    bio: 'Community host. I organise the harbour meetups and the spring maker fair.',
    admin: true,
  },
];

const SECOND_LOGINS: DemoLogin[] = [
  {
    email: 'member@example.com',
    username: 'ingrid-north',
    firstName: 'Ingrid',
    lastName: 'Nordahl',
    bio: 'Woodworker in the Northwind Guild.',
  },
];

/** The demo logins of both organizations (same email, separate user pools). */
export async function seedPeople(context: SeedContext): Promise<void> {
  const { services } = context;
  const passwordHash = await hashPassword(DEMO_PASSWORD, services.config.PASSWORD_HASH_COST);
  for (const [organization, people, byUsername] of [
    [context.demo, DEMO_LOGINS, context.accounts.demo],
    [context.second, SECOND_LOGINS, context.accounts.second],
  ] as const) {
    for (const person of people) {
      const { account } = await insertLoginWithAccount(services.db, {
        organizationId: organization.id,
        email: person.email,
        passwordHash,
        confirmed: true,
        admin: person.admin ?? false,
        account: {
          username: person.username,
          firstName: person.firstName,
          lastName: person.lastName,
          bio: person.bio,
        },
      });
      byUsername.set(person.username, account.id);
      await storeGeneratedImages(services, organization.id, account.id, person.username);
    }
  }
}

type GeneratedImage = Pick<ProcessedImage, 'data' | 'width' | 'height' | 'contentType'>;

/** Colours and shapes derived from the username, so each demo person looks the same on every start. */
function palette(username: string) {
  const bytes = createHash('sha256').update(username).digest();
  const byte = (index: number) => bytes[index % bytes.length] ?? 0;
  const hue = (byte(0) * 360) / 256;
  return {
    byte,
    from: `hsl(${hue.toFixed(0)}, 65%, 55%)`,
    to: `hsl(${((hue + 40 + (byte(1) % 80)) % 360).toFixed(0)}, 70%, 35%)`,
    accent: (index: number) =>
      `hsl(${((hue + 120 + byte(index) * 0.9) % 360).toFixed(0)}, 75%, ${50 + (byte(index + 1) % 30)}%)`,
  };
}

/** An SVG of shapes only (no text: fonts may be missing on the machine). */
function shapesSvg(username: string, width: number, height: number, circles: number): string {
  const { byte, from, to, accent } = palette(username);
  const shapes = Array.from({ length: circles }, (_, index) => {
    const base = 2 + index * 3;
    const cx = ((byte(base) / 255) * width).toFixed(0);
    const cy = ((byte(base + 1) / 255) * height).toFixed(0);
    const r = ((0.12 + (byte(base + 2) / 255) * 0.3) * Math.min(width, height)).toFixed(0);
    const opacity = (0.35 + (byte(base + 3) / 255) * 0.45).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent(base)}" fill-opacity="${opacity}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}</svg>`;
}

async function render(svg: string, width: number, height: number): Promise<GeneratedImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, contentType: 'image/webp' };
}

/** A 512×512 WebP avatar: a gradient with circles whose colours come from the username's hash. */
export function generateAvatar(username: string): Promise<GeneratedImage> {
  const { width, height } = AVATAR_SIZE;
  return render(shapesSvg(username, width, height, 4), width, height);
}

/** A 1500×500 WebP banner in the same colours as the avatar. */
export function generateBanner(username: string): Promise<GeneratedImage> {
  const { width, height } = BANNER_SIZE;
  return render(shapesSvg(`${username}:banner`, width, height, 7), width, height);
}

/** Generates and stores (through services.storage) an account's avatar, without setting it. */
export async function generateStoredAvatar(
  services: Services,
  organizationId: string,
  accountId: string,
  username: string,
): Promise<Image> {
  return storeImage(
    services.storage,
    organizationId,
    accountImageFolder(accountId),
    await generateAvatar(username),
  );
}

/** Generates, stores (through services.storage) and sets an account's avatar. */
export async function storeGeneratedAvatar(
  services: Services,
  organizationId: string,
  accountId: string,
  username: string,
): Promise<Image> {
  const image = await generateStoredAvatar(services, organizationId, accountId, username);
  await setAccountImage(services.db, { organizationId }, accountId, 'image', image);
  return image;
}

/** Generates, stores and sets an account's banner. */
export async function storeGeneratedBanner(
  services: Services,
  organizationId: string,
  accountId: string,
  username: string,
): Promise<Image> {
  const image = await storeImage(
    services.storage,
    organizationId,
    accountImageFolder(accountId),
    await generateBanner(username),
  );
  await setAccountImage(services.db, { organizationId }, accountId, 'banner', image);
  return image;
}

/** Avatar and banner for a demo account (what the other demo seeders reuse). */
export async function storeGeneratedImages(
  services: Services,
  organizationId: string,
  accountId: string,
  username: string,
): Promise<{ image: Image; banner: Image }> {
  return {
    image: await storeGeneratedAvatar(services, organizationId, accountId, username),
    banner: await storeGeneratedBanner(services, organizationId, accountId, username),
  };
}
