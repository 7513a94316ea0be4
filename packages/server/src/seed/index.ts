import { count, sql } from 'drizzle-orm';
import type { Services } from '../context';
import type { Database } from '../db/client';
import { vacuumAnalyze } from '../db/migrate';
import { organizations } from '../db/schema/index';
import { saveOrganization } from '../tenancy/save-organization';
import { seedBookings } from './bookings';
import { seedChannels } from './channels';
import { seedChat } from './chat';
import { seedCommunity } from './community';
import { seedEvents } from './events';
import { seedGroups } from './groups';
import {
  demoOrganization,
  DEMO_CLIENT_ID,
  secondOrganization,
  SECOND_CLIENT_ID,
} from './organizations';
import { seedPayments } from './payments';
import { seedPeople } from './people';
import { seedPromotions } from './promotions';
import { seedThreads } from './threads';
import { seedSubscriptions } from './subscriptions';
import { seedSupport } from './support';
import { seedSurveys } from './surveys';
import type { SeedContext, Seeder } from './seed-context';

/** Domain seeders, in order; each adds its part of the demo to both organizations. */
const seeders: Seeder[] = [
  seedPeople,
  seedPromotions,
  seedCommunity,
  seedGroups,
  seedEvents,
  seedPayments,
  seedChannels,
  seedThreads,
  seedChat,
  seedSubscriptions,
  seedSurveys,
  seedSupport,
  seedBookings,
];

/** Any constant both nodes agree on: the key of the seed's advisory lock. */
const SEED_LOCK_KEY = 0x5eed;

/**
 * Seeds the demo organizations when the database has none (first start). It runs in one
 * transaction under an advisory lock: nodes starting together on an empty database seed
 * it once (the others wait, then find the data), and a failed seed leaves nothing behind.
 */
export async function seedDemoIfEmpty(services: Services): Promise<boolean> {
  const seeded = await seedInTransaction(services);
  // Statistics and visibility for the demo's rows: the first feed request plans with the right indexes.
  if (seeded) await vacuumAnalyze(services.db);
  return seeded;
}

function seedInTransaction(services: Services): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ total: count() }).from(organizations);
    if ((row?.total ?? 0) > 0) return false;
    // Seeders take a Database; a transaction offers the same API (nested ones become savepoints).
    const db = tx as unknown as Database;
    const demo = await saveOrganization(db, demoOrganization, { identityClientId: DEMO_CLIENT_ID });
    const second = await saveOrganization(db, secondOrganization, {
      identityClientId: SECOND_CLIENT_ID,
    });
    const context: SeedContext = {
      services: { ...services, db },
      demo,
      second,
      accounts: { demo: new Map(), second: new Map() },
    };
    for (const seeder of seeders) await seeder(context);
    return true;
  });
}
