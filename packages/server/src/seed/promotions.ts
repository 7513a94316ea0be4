import { createHash } from 'node:crypto';
import type { AdvertisementType, Image } from '@convene/contract';
import sharp from 'sharp';
import type { OrganizationRecord, Services } from '../context';
import { insertAdvertisements, insertBenefits } from '../modules/promotions/index';
import { storeImage } from '../storage/images';
import type { SeedContext } from './seed-context';

const AD_SIZE: Record<AdvertisementType, { width: number; height: number }> = {
  square: { width: 600, height: 600 },
  rectangle: { width: 1200, height: 300 },
};
const BENEFIT_SIZE = { width: 800, height: 450 };

/** Shapes only, coloured from the seed string (no text: fonts may be missing). */
function shapesSvg(seed: string, width: number, height: number): string {
  const bytes = createHash('sha256').update(seed).digest();
  const byte = (index: number) => bytes[index % bytes.length]!;
  const hue = (byte(0) / 255) * 360;
  const colour = (index: number, lightness = 55) =>
    `hsl(${((hue + byte(index) * 1.4) % 360).toFixed(0)}, 70%, ${lightness}%)`;
  const shapes: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const base = 3 + index * 4;
    const x = ((byte(base) / 255) * width).toFixed(0);
    const y = ((byte(base + 1) / 255) * height).toFixed(0);
    const size = ((0.15 + (byte(base + 2) / 255) * 0.35) * Math.min(width, height)).toFixed(0);
    const opacity = (0.35 + (byte(base + 3) / 255) * 0.4).toFixed(2);
    shapes.push(
      index % 3 === 0
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${colour(base)}" fill-opacity="${opacity}"/>`
        : index % 3 === 1
          ? `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${Number(size) / 6}" transform="rotate(${byte(base + 2) % 90} ${x} ${y})" fill="${colour(base, 65)}" fill-opacity="${opacity}"/>`
          : `<polygon points="${x},${y} ${Number(x) + Number(size)},${y} ${Number(x) + Number(size) / 2},${Number(y) - Number(size)}" fill="${colour(base, 45)}" fill-opacity="${opacity}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(1, 35)}"/><stop offset="1" stop-color="${colour(2, 60)}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

async function generatedImage(
  services: Services,
  organization: OrganizationRecord,
  folder: string,
  seed: string,
  size: { width: number; height: number },
): Promise<Image> {
  const { data, info } = await sharp(Buffer.from(shapesSvg(seed, size.width, size.height)))
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return storeImage(services.storage, organization.id, folder, {
    data,
    width: info.width,
    height: info.height,
    contentType: 'image/webp',
  });
}

export interface AdSeed {
  type: AdvertisementType;
  title: string;
  description: string;
  link: string;
  weight: number;
}

export interface BenefitSeed {
  slug: string;
  title: string;
  description: string;
  link: string;
  priority: number;
}

export const DEMO_ADS: AdSeed[] = [
  {
    type: 'rectangle',
    title: 'Annual Summit tickets are on sale',
    description: 'Early-bird pricing ends this month.',
    link: 'https://example.com/summit',
    weight: 3,
  },
  {
    type: 'square',
    title: 'Co-working passes for members',
    description: 'Work from any partner space, first week free.',
    link: 'https://example.com/cowork',
    weight: 2,
  },
  {
    type: 'rectangle',
    title: 'Become a sponsor',
    description: 'Reach the whole community with a featured placement.',
    link: 'https://example.com/sponsor',
    weight: 1,
  },
];

export const DEMO_BENEFITS: BenefitSeed[] = [
  {
    slug: 'cloud-credits',
    title: '$500 in cloud credits',
    description: 'Credits for new projects from our hosting partner.',
    link: 'https://example.com/benefits/cloud',
    priority: 60,
  },
  {
    slug: 'design-tools',
    title: '3 months of design tools',
    description: 'A free quarter of the collaborative design suite.',
    link: 'https://example.com/benefits/design',
    priority: 50,
  },
  {
    slug: 'coworking-day-pass',
    title: 'Free co-working day pass',
    description: 'One day a month at any partner space.',
    link: 'https://example.com/benefits/cowork',
    priority: 40,
  },
  {
    slug: 'event-discount',
    title: '20% off community events',
    description: 'Applied automatically at checkout for members.',
    link: 'https://example.com/benefits/events',
    priority: 30,
  },
  {
    slug: 'legal-clinic',
    title: 'Legal clinic office hours',
    description: 'A free 30-minute consultation each quarter.',
    link: 'https://example.com/benefits/legal',
    priority: 20,
  },
  {
    slug: 'book-club',
    title: 'Member book club',
    description: 'A monthly book, on us, with a discussion night.',
    link: 'https://example.com/benefits/books',
    priority: 10,
  },
];

/** Generates the images and inserts the advertisements and benefits of one organization. */
export async function seedOrganizationPromotions(
  services: Services,
  organization: OrganizationRecord,
  ads: AdSeed[],
  benefitSeeds: BenefitSeed[],
): Promise<void> {
  const adRows = [];
  for (const [index, ad] of ads.entries()) {
    adRows.push({
      organizationId: organization.id,
      ...ad,
      image: await generatedImage(
        services,
        organization,
        'advertisements',
        `${organization.slug}:ad:${index}`,
        AD_SIZE[ad.type],
      ),
    });
  }
  await insertAdvertisements(services.db, adRows);

  const benefitRows = [];
  for (const benefit of benefitSeeds) {
    benefitRows.push({
      organizationId: organization.id,
      ...benefit,
      startDate: new Date(Date.now() - 24 * 60 * 60 * 1000),
      image: await generatedImage(
        services,
        organization,
        'benefits',
        `${organization.slug}:benefit:${benefit.slug}`,
        BENEFIT_SIZE,
      ),
    });
  }
  await insertBenefits(services.db, benefitRows);
}

/** 3 advertisements and 6 benefits for the demo; one of each for the second organization. */
export async function seedPromotions(context: SeedContext): Promise<void> {
  await seedOrganizationPromotions(context.services, context.demo, DEMO_ADS, DEMO_BENEFITS);
  await seedOrganizationPromotions(
    context.services,
    context.second,
    DEMO_ADS.slice(0, 1),
    DEMO_BENEFITS.slice(0, 1),
  );
}
