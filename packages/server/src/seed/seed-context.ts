import type { OrganizationRecord, Services } from '../context';

export interface SeedContext {
  services: Services;
  demo: OrganizationRecord;
  second: OrganizationRecord;
  /** Account ids by username, per organization, filled by the people seeder. */
  accounts: { demo: Map<string, string>; second: Map<string, string> };
}

export type Seeder = (context: SeedContext) => Promise<void>;
