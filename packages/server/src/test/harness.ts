import { MODULES, type Module, type SiteConfigInput } from '@convene/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { outbox, type EmailPayload } from '../db/schema/index';
import { hashPassword } from '../identity/passwords';
import { issueTokens } from '../identity/tokens';
import type { MailTransport } from '../mail/mailer';
import { insertLoginWithAccount } from '../modules/logins/logins.repository';
import { saveOrganization } from '../tenancy/save-organization';
import { serverPlugins } from '../plugins/index';
import { createRuntime, type Runtime, type RuntimeOverrides } from '../services';
import { siteConfig } from '../seed/organizations';
import { freshTestDatabase } from './database';

export const TEST_PASSWORD = 'Test-password-1';

export interface TestUser {
  loginId: string;
  accountId: string;
  username: string;
  email: string;
  token: string;
  /** The login's ID token, which the API accepts as well as the access token. */
  idToken: string;
  /** Headers for app.inject: organization + authorization. */
  headers: Record<string, string>;
}

export interface TestOrganization {
  id: string;
  clientId: string;
  headers: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  config: Config;
  createOrganization(options?: {
    modules?: Module[];
    hosts?: string[];
    enabled?: boolean;
    maintenance?: boolean;
    /** Site configuration settings over the test defaults. */
    config?: Partial<SiteConfigInput>;
  }): Promise<TestOrganization>;
  /** A confirmed login with its primary account and a real access token. */
  createUser(
    organization: TestOrganization,
    options?: { username?: string; email?: string; admin?: boolean; disabled?: boolean },
  ): Promise<TestUser>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Mail queued in the outbox, newest first. */
  outboxMail(to?: string): Promise<EmailPayload[]>;
  close(): Promise<void>;
}

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}${counter}`;
}

/**
 * The real app on a fresh database (PGlite from the schema dump, or PostgreSQL with
 * TEST_DATABASE_URL). Tests drive it through app.inject or a real port.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; overrides?: RuntimeOverrides; listen?: boolean } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    DATA_DIR: `.data-test/files-${crypto.randomUUID()}`,
    RATE_LIMIT_MAX: '100000',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...options.env,
  });
  const log = pino({ level: config.LOG_LEVEL });
  const database = options.overrides?.database ?? (await freshTestDatabase());
  const runtime = await createRuntime(config, log, { ...options.overrides, database });
  const app = await buildApp({ services: runtime.services, plugins: serverPlugins(runtime) });
  await app.ready();
  if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });

  const testApp: TestApp = {
    app,
    runtime,
    config,
    async createOrganization(orgOptions = {}) {
      const id = crypto.randomUUID();
      const row = await saveOrganization(runtime.services.db, {
        id,
        slug: uniqueName('org'),
        hosts: orgOptions.hosts ?? [],
        enabled: orgOptions.enabled ?? true,
        maintenance: orgOptions.maintenance ?? false,
        modules: orgOptions.modules ?? [...MODULES],
        config: siteConfig({ NAME: `Test ${id.slice(0, 4)}`, ...orgOptions.config }),
      });
      app.organizations.clear();
      return { id: row.id, clientId: row.identityClientId, headers: { organization: row.id } };
    },
    async createUser(organization, userOptions = {}) {
      const username = userOptions.username ?? uniqueName('user');
      const email = userOptions.email ?? `${username}@example.test`;
      const { login, account } = await insertLoginWithAccount(runtime.services.db, {
        organizationId: organization.id,
        email,
        passwordHash: await hashPassword(TEST_PASSWORD, config.PASSWORD_HASH_COST),
        confirmed: true,
        admin: userOptions.admin ?? false,
        account: {
          username,
          firstName: 'Test',
          lastName: username,
          disabled: userOptions.disabled ?? false,
        },
      });
      const org = (await app.organizations.byIdOrUndefined(organization.id))!;
      const tokens = await issueTokens(runtime.services.keys, config, org, {
        loginId: login.id,
        sub: login.sub,
        email: login.email,
        tokenVersion: login.tokenVersion,
      });
      return {
        loginId: login.id,
        accountId: account.id,
        username,
        email: login.email,
        token: tokens.AccessToken,
        idToken: tokens.IdToken,
        headers: { organization: organization.id, authorization: `Bearer ${tokens.AccessToken}` },
      };
    },
    inject: (injectOptions) => app.inject(injectOptions),
    async outboxMail(to) {
      const rows = await runtime.services.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, 'email'))
        .orderBy(desc(outbox.createdAt));
      const mails = rows.map((row) => row.payload as EmailPayload);
      return to ? mails.filter((mail) => mail.to === to.toLowerCase()) : mails;
    },
    async close() {
      await app.close();
      await runtime.close();
    },
  };
  return testApp;
}

/** Collects mail sent through a transport, for tests of the outbox worker. */
export function memoryTransport(): MailTransport & { sent: EmailPayload[] } {
  const sent: EmailPayload[] = [];
  return {
    name: 'log',
    sent,
    async send(email) {
      sent.push(email);
    },
    async close() {},
  };
}
