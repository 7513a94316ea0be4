import type { SeedContext } from '../seed/seed-context';
import type { TestApp, TestOrganization, TestUser } from './harness';

/**
 * The context a demo seeder runs with in a test: `demo` and `second` as the demo's two
 * organizations, and `users` as the demo's accounts by username (as the people seeder
 * leaves them).
 */
export async function seedContextFor(
  t: TestApp,
  demo: TestOrganization,
  second: TestOrganization,
  users: TestUser[] = [],
): Promise<SeedContext> {
  const record = async (organization: TestOrganization) =>
    (await t.app.organizations.byIdOrUndefined(organization.id))!;
  return {
    services: t.runtime.services,
    demo: await record(demo),
    second: await record(second),
    accounts: {
      demo: new Map(users.map((user) => [user.username, user.accountId] as const)),
      second: new Map(),
    },
  };
}
