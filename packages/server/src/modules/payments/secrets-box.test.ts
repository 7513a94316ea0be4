import { eq } from 'drizzle-orm';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { paymentIntegrations } from '../../db/schema/index';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';
import { integrationSettings } from './integrations.service';
import {
  loadSecretsKey,
  openSecret,
  sealSecret,
  SECRETS_KEY_FILE,
  SecretUnreadableError,
} from './secrets-box';
import { paymentWorld } from './test/payment-world';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('sealing payment secrets', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'convene-secrets-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('opens what it sealed, only in the same place and with the same key', async () => {
    const key = await loadSecretsKey({ SECRETS_KEY: KEY, dataDir: dir });
    const sealed = sealSecret(key, 'org-a/stripe/secretKey', 'sk_live_123');
    expect(sealed).not.toContain('sk_live_123');
    expect(sealed).not.toBe(sealSecret(key, 'org-a/stripe/secretKey', 'sk_live_123'));
    expect(openSecret(key, 'org-a/stripe/secretKey', sealed)).toBe('sk_live_123');
    // Another organization's row, another name, another key, a changed byte: refused.
    expect(() => openSecret(key, 'org-b/stripe/secretKey', sealed)).toThrow(SecretUnreadableError);
    expect(() => openSecret(key, 'org-a/stripe/webhookSecret', sealed)).toThrow(
      SecretUnreadableError,
    );
    const other = await loadSecretsKey({
      SECRETS_KEY: Buffer.alloc(32, 8).toString('base64'),
      dataDir: dir,
    });
    expect(() => openSecret(other, 'org-a/stripe/secretKey', sealed)).toThrow(
      SecretUnreadableError,
    );
    // The last character but one: every bit of it is the ciphertext's (the last one's low
    // bits may be base64url's filler), swapped for another letter.
    const swapped = sealed.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${sealed.slice(0, -2)}${swapped}${sealed.slice(-1)}`;
    expect(() => openSecret(key, 'org-a/stripe/secretKey', tampered)).toThrow(
      SecretUnreadableError,
    );
    expect(() => openSecret(key, 'org-a/stripe/secretKey', 'sk_live_123')).toThrow(
      /SECRETS_KEY or DATA_DIR/,
    );
  });

  it('without SECRETS_KEY, makes a private key file in DATA_DIR once and keeps using it', async () => {
    const dataDir = join(dir, 'data');
    const [first, second] = await Promise.all([
      loadSecretsKey({ dataDir }),
      loadSecretsKey({ dataDir }),
    ]);
    expect(first.equals(second)).toBe(true);
    const file = join(dataDir, SECRETS_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const contents = await readFile(file, 'utf8');
    expect(Buffer.from(contents.trim(), 'base64')).toHaveLength(32);
    // A later start reads the same file: what was sealed still opens.
    const sealed = sealSecret(first, 'x', 'whsec_abc');
    expect(openSecret(await loadSecretsKey({ dataDir }), 'x', sealed)).toBe('whsec_abc');
    expect(await readFile(file, 'utf8')).toBe(contents);
    // SECRETS_KEY, when set, is the key instead.
    const fromEnv = await loadSecretsKey({ SECRETS_KEY: KEY, dataDir });
    expect(fromEnv.equals(first)).toBe(false);
  });

  it('refuses a SECRETS_KEY that is not 32 bytes of base64, naming the variable', () => {
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), `${KEY}!`]) {
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(/SECRETS_KEY: must be 32 bytes/);
    }
    expect(loadConfig({ SECRETS_KEY: KEY }).SECRETS_KEY).toBe(KEY);
  });
});

describe('payment integration secrets at rest', () => {
  let t: TestApp;
  let org: TestOrganization;
  let admin: TestUser;
  const world = paymentWorld(() => t);

  beforeAll(async () => {
    t = await createTestApp({ env: { SECRETS_KEY: KEY } });
    org = await t.createOrganization();
    admin = await t.createUser(org, { admin: true });
  });
  afterAll(() => t.close());

  const storedRow = async () =>
    (
      await t.runtime.services.db
        .select()
        .from(paymentIntegrations)
        .where(eq(paymentIntegrations.organizationId, org.id))
    ).find((row) => row.type === 'stripe')!;

  it('stores no secret in clear, answers only their names, and opens them for the adapter', async () => {
    const saved = await world.enableProvider(admin, 'stripe', {
      connectionId: 'pk_test_abc',
      secrets: { secretKey: 'sk_test_plain_text', webhookSecret: 'whsec_plain_text' },
    });
    expect(saved).toMatchObject({ secretsSet: ['secretKey', 'webhookSecret'] });
    expect(JSON.stringify(saved)).not.toContain('plain_text');

    const row = await storedRow();
    expect(Object.keys(row.secrets).sort()).toEqual(['secretKey', 'webhookSecret']);
    expect(JSON.stringify(row)).not.toContain('plain_text');
    const raw = await t.runtime.services.db.execute(
      `select secrets::text as secrets from payment_integrations where organization_id = '${org.id}'`,
    );
    expect(JSON.stringify(raw)).not.toContain('plain_text');

    const settings = await integrationSettings(t.runtime.services, row);
    expect(settings.secrets).toEqual({
      secretKey: 'sk_test_plain_text',
      webhookSecret: 'whsec_plain_text',
    });
  });

  it('keeps the other secrets sealed as they were when one changes or is removed', async () => {
    const before = await storedRow();
    await world.enableProvider(admin, 'stripe', {
      secrets: { secretKey: 'sk_test_rotated', webhookSecret: null },
    });
    const after = await storedRow();
    expect(Object.keys(after.secrets)).toEqual(['secretKey']);
    expect(after.secrets.secretKey).not.toBe(before.secrets.secretKey);
    expect((await integrationSettings(t.runtime.services, after)).secrets).toEqual({
      secretKey: 'sk_test_rotated',
    });
    // Unchanged settings keep the sealed value as it was (no needless re-sealing).
    await world.enableProvider(admin, 'stripe', { connectionId: 'pk_test_def' });
    expect((await storedRow()).secrets).toEqual(after.secrets);
  });

  it('a sealed value copied into another organization’s row does not open there', async () => {
    const other = await t.createOrganization();
    const otherAdmin = await t.createUser(other, { admin: true });
    await world.enableProvider(otherAdmin, 'stripe', { enabled: false });
    const mine = await storedRow();
    const [theirs] = await t.runtime.services.db
      .update(paymentIntegrations)
      .set({ secrets: mine.secrets })
      .where(eq(paymentIntegrations.organizationId, other.id))
      .returning();
    await expect(integrationSettings(t.runtime.services, theirs!)).rejects.toThrow(
      SecretUnreadableError,
    );
  });
});
