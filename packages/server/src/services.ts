import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Services } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { applyMigrations } from './db/migrate';
import { KeyStore } from './identity/keys';
import { OutboxWorker } from './jobs/outbox-worker';
import type { MailTransport } from './mail/mailer';
import { logTransport, smtpTransport } from './mail/transports';
import { inProcessBus, type Bus } from './realtime/bus';
import { redisBus } from './realtime/redis-bus';
import { localStorage } from './storage/local-storage';
import { s3Storage } from './storage/s3-storage';
import type { Storage } from './storage/storage';

export interface Runtime {
  services: Services;
  database: DatabaseHandle;
  mail: MailTransport;
  outbox: OutboxWorker;
  close(): Promise<void>;
}

export interface RuntimeOverrides {
  database?: DatabaseHandle;
  bus?: Bus;
  storage?: Storage;
  mail?: MailTransport;
}

/**
 * Opens every infrastructure adapter with its embedded default, or the production
 * engine the environment names (ARCHITECTURE §1), and applies the migrations.
 */
export async function createRuntime(
  config: Config,
  log: FastifyBaseLogger,
  overrides: RuntimeOverrides = {},
): Promise<Runtime> {
  const database =
    overrides.database ??
    (await openDatabase(
      config.DATABASE_URL
        ? {
            databaseUrl: config.DATABASE_URL,
            onConnectionError: (error) => log.warn({ err: error }, 'database connection dropped'),
          }
        : { dataDir: config.dataDir },
    ));
  await applyMigrations(database);
  const keys = await KeyStore.load(database.db);
  const bus = overrides.bus ?? (config.REDIS_URL ? redisBus(config.REDIS_URL) : inProcessBus());
  const storage =
    overrides.storage ??
    (config.S3_BUCKET ? s3Storage(config) : localStorage(join(config.dataDir, 'files')));
  const mail =
    overrides.mail ??
    (config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : logTransport(log));
  const outbox = new OutboxWorker(database.db, mail, log);
  const services: Services = { config, db: database.db, bus, storage, keys, log };
  return {
    services,
    database,
    mail,
    outbox,
    async close() {
      await outbox.stop();
      await bus.close();
      await mail.close();
      await database.close();
    },
  };
}
