import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * The environment, parsed once at start. Nothing else reads `process.env`.
 * A bad value fails fast with a message naming the variable.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  /** Without DATABASE_URL: the embedded database under DATA_DIR (decision 0013, db/client.ts). */
  /** `auto`: PostgreSQL, or PGlite where PostgreSQL cannot run (see db/embedded-postgres.ts). */
  DATABASE_ENGINE: z.enum(['auto', 'postgres', 'pglite']).default('auto'),
  REDIS_URL: z.string().url().optional(),
  /**
   * What every key and channel Convene keeps in Redis starts with, so that deployments (or a
   * test run) sharing one Redis stay apart (decision 0052). Unset: derived from the database.
   */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.\-{}]{1,100}$/, 'letters, digits and _ : . - { } only, at most 100')
    .optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Convene <no-reply@convene.local>'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  COGNITO_USER_POOL_ID: z.string().optional(),
  COGNITO_CLIENT_ID: z.string().optional(),
  COGNITO_REGION: z.string().default('us-east-1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * How far V8 lets the heap grow past what a full collection left alive, in percent
   * (`--heap-growing-percent`; 0: V8's own choice, which under a crowd of page renders let
   * the heap reach three times its live size). Bounded, a node's memory stays flat.
   */
  HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(60),
  /** Anonymous pages are answered from a shared cache this long (0: every view renders). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /**
   * Anonymous callers of the public reads that answer them all alike share an answer this
   * long (lib/anonymous-answers.ts; 0: every call reads the database). No longer than a shared
   * cache may hold the answer anyway (`public, max-age=5`).
   */
  ANSWER_CACHE_SECONDS: z.coerce.number().int().min(0).max(5).default(5),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Identity actions per client address, per action and minute (TooManyRequestsException beyond). */
  IDENTITY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** scrypt cost (log2 N); tests lower it, production keeps the default. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(15),
  /** Bytes each account may keep in storage (files, videos and images); 413 naming the quota beyond. */
  STORAGE_QUOTA_BYTES_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(0)
    .default(1024 * 1024 * 1024),
  /** Uploads one account may run at once (429 beyond): on all nodes with REDIS_URL, else per node. */
  UPLOADS_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  /** Live sockets one account may hold open at once (on all nodes with REDIS_URL); beyond, the new one is closed with 4429. */
  LIVE_SOCKETS_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  /** Inbound frames a live socket may send per second, sustained; beyond, it is closed with 1008. */
  LIVE_SOCKET_FRAMES_PER_SECOND: z.coerce.number().positive().default(5),
  /** Inbound frames a live socket may send in a burst, before the per-second rate applies. */
  LIVE_SOCKET_FRAME_BURST: z.coerce.number().int().min(1).default(20),
  /** A socket with no traffic for this long is closed (0: never). */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(120_000),
  /** The whole request, headers and body, must arrive within this (0: no limit). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(0).default(120_000),
  /** The request headers must arrive within this. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** An idle keep-alive connection is closed after this (keep it above a proxy's idle timeout). */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  /**
   * The ffmpeg binary that transcodes uploaded videos to HLS (decision 0029); ffprobe is
   * taken from the same folder. Unset: `ffmpeg` and `ffprobe` on PATH. Missing: videos are
   * served as uploaded (range requests), and the server says so once in the log.
   */
  FFMPEG_PATH: z.string().optional(),
  /** Videos one node transcodes at once (each is one ffmpeg process). */
  VIDEO_TRANSCODES_PER_NODE: z.coerce.number().int().min(1).max(16).default(1),
  /** How long a waitlist offer holds the freed place in the member's cart (decision 0024). */
  WAITLIST_OFFER_HOURS: z.coerce.number().positive().default(24),
  /** How long a registration cart keeps what it holds after its last change (decision 0014). */
  REGISTRATION_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** How long a node reuses what an event offers for cart changes and captures (0: never). */
  REGISTRATION_OFFER_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * The key payment provider secrets are encrypted under at rest: 32 bytes, base64
   * (decision 0018). Unset: a random key made once in DATA_DIR/secrets.key.
   */
  SECRETS_KEY: z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
      'must be 32 bytes, base64 (openssl rand -base64 32)',
    )
    .optional(),
  /**
   * Push (decision 0040). Web Push signs with a VAPID key pair: VAPID_PUBLIC_KEY and
   * VAPID_PRIVATE_KEY (`npx web-push generate-vapid-keys`), else a pair made once in
   * DATA_DIR/vapid.json; VAPID_SUBJECT is the contact push services see (mailto: or https:).
   */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
    .optional(),
  /** APNs with a provider token: the .p8 key's PEM text (\n escapes allowed), its id, the team and the app's bundle id. */
  APNS_KEY: z.string().optional(),
  APNS_KEY_ID: z.string().optional(),
  APNS_TEAM_ID: z.string().optional(),
  APNS_TOPIC: z.string().optional(),
  APNS_URL: z.string().url().default('https://api.push.apple.com'),
  /** FCM HTTP v1: the service account's JSON key (its text). */
  FCM_SERVICE_ACCOUNT: z.string().optional(),
  FCM_URL: z.string().url().default('https://fcm.googleapis.com'),
  /** Overrides the service account's token_uri. */
  FCM_TOKEN_URL: z.string().url().optional(),
  /** Huawei Push Kit: the app id and its client secret. */
  HUAWEI_APP_ID: z.string().optional(),
  HUAWEI_CLIENT_SECRET: z.string().optional(),
  HUAWEI_URL: z.string().url().default('https://push-api.cloud.huawei.com'),
  HUAWEI_TOKEN_URL: z
    .string()
    .url()
    .default('https://oauth-login.cloud.huawei.com/oauth2/v3/token'),
  /** Xiaomi MiPush: the app secret and the Android package name. */
  XIAOMI_APP_SECRET: z.string().optional(),
  XIAOMI_PACKAGE_NAME: z.string().optional(),
  XIAOMI_URL: z.string().url().default('https://api.xmpush.xiaomi.com'),
  /**
   * Whether the test payment gateway may be used at all (decision 0052): `true` or `false`;
   * unset, it is off with NODE_ENV=production and on otherwise. An organization still has
   * to enable it (`PUT /organization/payment-integrations/test`).
   */
  PAYMENTS_TEST_GATEWAY: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Whether webhook endpoints may be plain `http://` on this machine's loopback (127.0.0.1,
   * ::1, localhost), for local integrations and tests (decision 0068): `true` or `false`;
   * unset, off with NODE_ENV=production and on otherwise. Other addresses must be https.
   */
  WEBHOOKS_LOOPBACK: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof EnvSchema> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set to the empty string (common in env files) counts as unset.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: resolve(parsed.data.DATA_DIR) };
}

/**
 * The prefix of Convene's Redis keys and channels: REDIS_KEY_PREFIX, else `convene:` and the
 * database's name (DATABASE_URL's path), or, on the embedded database, a digest of its
 * DATA_DIR. Nodes of one deployment share their database, so they share the prefix.
 */
export function redisKeyPrefix(
  config: Pick<Config, 'REDIS_KEY_PREFIX' | 'DATABASE_URL' | 'dataDir'>,
): string {
  if (config.REDIS_KEY_PREFIX) return config.REDIS_KEY_PREFIX;
  const name = config.DATABASE_URL
    ? decodeURIComponent(new URL(config.DATABASE_URL).pathname.slice(1)) || 'postgres'
    : `embedded-${createHash('sha256').update(config.dataDir).digest('hex').slice(0, 12)}`;
  return `convene:${name}:`;
}

/** Whether the test payment gateway may be enabled and used on this installation. */
export function testGatewayAllowed(
  config: Pick<Config, 'NODE_ENV' | 'PAYMENTS_TEST_GATEWAY'>,
): boolean {
  return config.PAYMENTS_TEST_GATEWAY ?? config.NODE_ENV !== 'production';
}

/** Whether webhook endpoints on the loopback (plain http allowed) may be registered. */
export function webhooksLoopbackAllowed(
  config: Pick<Config, 'NODE_ENV' | 'WEBHOOKS_LOOPBACK'>,
): boolean {
  return config.WEBHOOKS_LOOPBACK ?? config.NODE_ENV !== 'production';
}

/** The origin clients reach this node at, for links in mail and the public configuration. */
export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
