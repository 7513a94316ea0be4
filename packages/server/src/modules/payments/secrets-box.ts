import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';

/*
 * Payment provider secrets at rest (decision 0018): each value is sealed with AES-256-GCM
 * under a key derived from SECRETS_KEY, or, when that is unset, from a random key file kept
 * in DATA_DIR (made once, mode 0600), so that `npm start` needs no setup. The names of the
 * secrets stay readable (staff see which are set); the values never are.
 */

/** The key file in DATA_DIR when SECRETS_KEY is not set. */
export const SECRETS_KEY_FILE = 'secrets.key';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Sealed values start with this: the format's version, then iv, tag and ciphertext. */
const PREFIX = 'v1';
/** HKDF's info: a key of its own for this one use of the root key. */
const PURPOSE = 'convene/payment-integration-secrets/v1';

export type SecretsKey = Buffer & { readonly __secretsKey: unique symbol };

/** Decodes a base64 key of exactly 32 bytes; null when it is not one. */
export function decodeKey(base64: string): Buffer | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64.trim())) return null;
  const bytes = Buffer.from(base64.trim(), 'base64');
  return bytes.length === KEY_BYTES ? bytes : null;
}

/**
 * The random root key in `dir`, made once: written to a private temporary file first and
 * linked into place, so that two nodes starting together on one DATA_DIR agree on one key.
 */
async function keyFileIn(dir: string): Promise<Buffer> {
  const path = join(dir, SECRETS_KEY_FILE);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const fresh = join(dir, `.${SECRETS_KEY_FILE}.${process.pid}.${randomBytes(4).toString('hex')}`);
  await writeFile(fresh, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
  try {
    await link(fresh, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(fresh);
  }
  const key = decodeKey(await readFile(path, 'utf8'));
  if (!key) throw new Error(`${path} is not a base64 key of 32 bytes: delete it or fix it`);
  return key;
}

/** The key secrets are sealed with: from SECRETS_KEY, else from DATA_DIR's key file. */
export async function loadSecretsKey(
  config: Pick<Config, 'SECRETS_KEY' | 'dataDir'>,
): Promise<SecretsKey> {
  const root = config.SECRETS_KEY ? decodeKey(config.SECRETS_KEY) : await keyFileIn(config.dataDir);
  // loadConfig has checked SECRETS_KEY already; this guards callers that build a Config by hand.
  if (!root) throw new Error('SECRETS_KEY must be 32 bytes, base64 (openssl rand -base64 32)');
  return Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), PURPOSE, KEY_BYTES)) as SecretsKey;
}

const loaded = new Map<string, Promise<SecretsKey>>();

/** `loadSecretsKey`, once per key source in a process. */
export function secretsKeyOf(config: Pick<Config, 'SECRETS_KEY' | 'dataDir'>): Promise<SecretsKey> {
  const source = config.SECRETS_KEY ? `env:${config.SECRETS_KEY}` : `file:${config.dataDir}`;
  let key = loaded.get(source);
  if (!key) {
    key = loadSecretsKey(config);
    loaded.set(source, key);
    // A failed load (a bad file) is tried again next time, not remembered.
    key.catch(() => loaded.delete(source));
  }
  return key;
}

/**
 * Seals one value. `context` (organization, provider, name) is authenticated with it: a
 * sealed value copied to another organization's row or another name does not open.
 */
export function sealSecret(key: SecretsKey, context: string, value: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [PREFIX, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export class SecretUnreadableError extends Error {
  constructor(context: string) {
    // Names where, never the value; the usual cause is a changed key.
    super(
      `a stored payment secret (${context}) does not open with this key: was SECRETS_KEY or DATA_DIR changed?`,
    );
    this.name = 'SecretUnreadableError';
  }
}

export function openSecret(key: SecretsKey, context: string, sealed: string): string {
  const [prefix, iv, tag, data, ...rest] = sealed.split('.');
  if (prefix !== PREFIX || !iv || !tag || data === undefined || rest.length > 0) {
    throw new SecretUnreadableError(context);
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    const tagBytes = Buffer.from(tag, 'base64url');
    if (tagBytes.length !== TAG_BYTES) throw new SecretUnreadableError(context);
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretUnreadableError(context);
  }
}
