import { count } from 'drizzle-orm';
import type { Services } from '../context';
import { organizations } from '../db/schema/index';
import { saveOrganization } from '../modules/organizations/organizations.service';
import {
  demoOrganization,
  DEMO_CLIENT_ID,
  secondOrganization,
  SECOND_CLIENT_ID,
} from './organizations';
import { seedCommunity } from './community';
import { seedPeople } from './people';
import { seedPromotions } from './promotions';
import type { SeedContext, Seeder } from './seed-context';

/** Domain seeders, in order; each adds its part of the demo to both organizations. */
const seeders: Seeder[] = [seedPeople];
seeders.push(seedPromotions);
seeders.push(seedCommunity);

/** Seeds the demo organizations when the database has none (first start). */
export async function seedDemoIfEmpty(services: Services): Promise<boolean> {
  const [row] = await services.db.select({ total: count() }).from(organizations);
  if ((row?.total ?? 0) > 0) return false;
  const demo = await saveOrganization(services.db, demoOrganization, {
    identityClientId: DEMO_CLIENT_ID,
  });
  const second = await saveOrganization(services.db, secondOrganization, {
    identityClientId: SECOND_CLIENT_ID,
  });
  const context: SeedContext = {
    services,
    demo,
    second,
    accounts: { demo: new Map(), second: new Map() },
  };
  for (const seeder of seeders) await seeder(context);
  return true;
}
import { seedGroups } from './groups';
seeders.push(seedGroups);
