import { join } from 'node:path';
import { SOCKET } from '@convene/contract';
import type { FastifyBaseLogger } from 'fastify';
import { redisKeyPrefix, type Config } from './config';
import type { Services } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import { applyMigrations } from './db/migrate';
import { KeyStore } from './identity/keys';
import { OutboxWorker } from './jobs/outbox-worker';
import { composeSeams, serverModules } from './modules/index';
import { WebhookEndpointCache } from './modules/webhooks/index';
import type { MailTransport } from './mail/mailer';
import { logTransport, smtpTransport } from './mail/transports';
import { pushProvidersFrom } from './push/index';
import { inProcessBus, type Bus } from './realtime/bus';
import { localPresence, redisPresence, type Presence } from './realtime/presence';
import { redisBus } from './realtime/redis-bus';
import { localStorage } from './storage/local-storage';
import { s3Storage } from './storage/s3-storage';
import type { Storage } from './storage/storage';
import { localUploadSlots, redisUploadSlots, type UploadSlots } from './storage/upload-slots';
import { localDataVersions, redisDataVersions } from './tenancy/data-versions';

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
  presence?: Presence;
  storage?: Storage;
  uploads?: UploadSlots;
  mail?: MailTransport;
}

/** A socket still counts as present this long past its heartbeat timeout. */
const PRESENCE_GRACE_MS = 10_000;

/** An upload runs within the request timeout; without one, an hour is the longest counted. */
const LONGEST_UPLOAD_MS = 60 * 60 * 1000;

function uploadSlots(config: Config, log: FastifyBaseLogger): UploadSlots {
  if (!config.REDIS_URL) return localUploadSlots();
  const expiryMs = (config.REQUEST_TIMEOUT_MS || LONGEST_UPLOAD_MS) + 60_000;
  return redisUploadSlots(config.REDIS_URL, { expiryMs, log, prefix: redisKeyPrefix(config) });
}

/**
 * Opens every infrastructure adapter with its embedded default, or the production
 * engine the environment names (docs/architecture.md#packages-and-layers), and applies the migrations.
 */
export async function createRuntime(
  config: Config,
  log: FastifyBaseLogger,
  overrides: RuntimeOverrides = {},
): Promise<Runtime> {
  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      engine: config.DATABASE_ENGINE,
      dataDir: config.dataDir,
      onConnectionError: (error) => log.warn({ err: error }, 'database connection dropped'),
      onEngineLog: (level, line) => log[level]({ engine: config.DATABASE_ENGINE }, line),
    }));
  await applyMigrations(database);
  const keys = await KeyStore.load(database.db);
  const prefix = redisKeyPrefix(config);
  const bus =
    overrides.bus ?? (config.REDIS_URL ? redisBus(config.REDIS_URL, { prefix }) : inProcessBus());
  const storage =
    overrides.storage ??
    (config.S3_BUCKET ? s3Storage(config) : localStorage(join(config.dataDir, 'files')));
  const mail =
    overrides.mail ??
    (config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : logTransport(log));
  const uploads = overrides.uploads ?? uploadSlots(config, log);
  const outbox = new OutboxWorker(database.db, mail, log, 1000, pushProvidersFrom(config));
  const presence =
    overrides.presence ??
    (config.REDIS_URL
      ? redisPresence(config.REDIS_URL, {
          ttlMs: SOCKET.heartbeatTimeout + PRESENCE_GRACE_MS,
          log,
          prefix,
        })
      : localPresence());
  const versions = config.REDIS_URL
    ? redisDataVersions(config.REDIS_URL, { log, prefix })
    : localDataVersions();
  const services: Services = {
    config,
    db: database.db,
    bus,
    presence,
    storage,
    uploads,
    versions,
    keys,
    webhookEndpoints: new WebhookEndpointCache(),
    log,
    seams: composeSeams(serverModules),
  };
  return {
    services,
    database,
    mail,
    outbox,
    async close() {
      await outbox.stop();
      await bus.close();
      await presence.close();
      await uploads.close();
      await versions.close();
      await mail.close();
      await database.close();
    },
  };
}
