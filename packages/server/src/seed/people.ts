import { hashPassword } from '../identity/passwords';
import { insertLoginWithAccount } from '../modules/logins/logins.repository';
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
    }
  }
}
