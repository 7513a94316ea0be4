import {
  PAYMENT_MESSAGES,
  PAYMENT_SECRET_NAMES,
  type PaymentIntegration,
  type UpdatePaymentIntegrationBody,
} from '@convene/contract';
import { randomBytes } from 'node:crypto';
import { testGatewayAllowed } from '../../config';
import { requireAdmin, type RequestContext, type Services } from '../../context';
import type { Executor } from '../../db/client';
import { transaction } from '../../db/retry';
import { AppError } from '../../lib/app-error';
import type { Scope } from '../../tenancy/scope';
import {
  clearOtherDefaults,
  findDefaultIntegration,
  findIntegration,
  listIntegrations,
  upsertIntegration,
  type IntegrationRow,
  type IntegrationValues,
} from './integrations.repository';
import {
  isSupportedProvider,
  PROVIDERS,
  type PaymentProviderAdapter,
  type ProviderSettings,
} from './providers/index';
import { openSecret, sealSecret, secretsKeyOf, type SecretsKey } from './secrets-box';

export type { IntegrationRow } from './integrations.repository';

export const notSupported = () =>
  new AppError('PAYMENT_INTEGRATION', PAYMENT_MESSAGES.notSupported);
export const notEnabled = () => new AppError('PAYMENT_INTEGRATION', PAYMENT_MESSAGES.notEnabled);
const testGatewayOff = () => new AppError('PAYMENT_INTEGRATION', PAYMENT_MESSAGES.testGatewayOff);

/**
 * Whether a stored integration may work on this installation: the test gateway only where
 * PAYMENTS_TEST_GATEWAY allows it (off by default in production, decision 0052).
 */
function usable(config: Services['config'], row: Pick<IntegrationRow, 'type'>): boolean {
  return row.type !== 'test' || testGatewayAllowed(config);
}

/** A random signing secret for the test gateway's webhooks, made when it is first saved. */
function randomWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** What staff see of a provider's settings: never a secret, only which ones are set. */
function toPaymentIntegration(config: Services['config'], row: IntegrationRow): PaymentIntegration {
  const enabled = row.enabled && usable(config, row);
  return {
    type: row.type,
    enabled,
    default: enabled && row.isDefault,
    environment: row.environment,
    connectionId: row.connectionId,
    publicKey: row.publicKey,
    baseUrl: row.baseUrl,
    secretsSet: Object.keys(row.secrets).sort(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What binds a sealed secret to its place: the organization, the provider and the name. */
const secretContext = (row: Pick<IntegrationRow, 'organizationId' | 'type'>, name: string) =>
  `${row.organizationId}/${row.type}/${name}`;

/** A stored integration's settings with its secrets opened (for its adapter only). */
export async function integrationSettings(
  services: Pick<Services, 'config'>,
  row: IntegrationRow,
): Promise<ProviderSettings> {
  const key = await secretsKeyOf(services.config);
  const secrets = Object.fromEntries(
    Object.entries(row.secrets).map(([name, sealed]) => [
      name,
      openSecret(key, secretContext(row, name), sealed),
    ]),
  );
  return {
    environment: row.environment,
    connectionId: row.connectionId,
    publicKey: row.publicKey,
    baseUrl: row.baseUrl,
    secrets,
  };
}

/** The adapter of a stored integration; a type this build does not speak is refused. */
export async function adapterOf(
  services: Pick<Services, 'config'>,
  row: IntegrationRow,
): Promise<PaymentProviderAdapter> {
  if (!isSupportedProvider(row.type)) throw notSupported();
  if (!usable(services.config, row)) throw notEnabled();
  return PROVIDERS[row.type](await integrationSettings(services, row));
}

/** The enabled provider new intents of the organization use ('payment integration not enabled'). */
export async function requireDefaultIntegration(
  db: Executor,
  scope: Scope,
): Promise<IntegrationRow> {
  const row = await findDefaultIntegration(db, scope);
  if (!row) throw notEnabled();
  if (!isSupportedProvider(row.type)) throw notSupported();
  return row;
}

/** The integration an intent was made with, still enabled. */
export async function requireEnabledIntegration(
  db: Executor,
  scope: Scope,
  id: string,
): Promise<IntegrationRow> {
  const row = await findIntegration(db, scope, { id });
  if (!row?.enabled) throw notEnabled();
  return row;
}

/** The stored (sealed) secrets with the changes: new values sealed, null ones removed. */
function mergedSecrets(
  key: SecretsKey,
  row: Pick<IntegrationRow, 'organizationId' | 'type'>,
  stored: Readonly<Record<string, string>>,
  changes: Record<string, string | null> | undefined,
): Record<string, string> {
  const allowed: readonly string[] = PAYMENT_SECRET_NAMES[row.type];
  const secrets = { ...stored };
  for (const [name, value] of Object.entries(changes ?? {})) {
    if (!allowed.includes(name)) {
      throw new AppError('VALIDATION', `${row.type} takes no secret named ${name}`, {
        field: `secrets.${name}`,
      });
    }
    if (value === null) delete secrets[name];
    else secrets[name] = sealSecret(key, secretContext(row, name), value);
  }
  return secrets;
}

/**
 * Enables, configures or disables a provider for an organization (staff, the seed, tests).
 * A provider made default takes the flag from the others; the first one enabled becomes the
 * default; a disabled one stops being it.
 */
export async function savePaymentIntegration(
  services: { db: Executor; config: Services['config'] },
  scope: Scope,
  type: string,
  changes: UpdatePaymentIntegrationBody,
): Promise<IntegrationRow> {
  if (!isSupportedProvider(type)) throw notSupported();
  const { db } = services;
  const stored = await findIntegration(db, scope, { type });
  const enabled = changes.enabled ?? stored?.enabled ?? false;
  if (enabled && !usable(services.config, { type })) throw testGatewayOff();
  const key = await secretsKeyOf(services.config);
  const secrets = mergedSecrets(
    key,
    { organizationId: scope.organizationId, type },
    stored?.secrets ?? {},
    changes.secrets,
  );
  // The test gateway signs its webhooks with a secret of this installation's own, never a
  // constant: one is made (and sealed like the others) unless staff set their own.
  if (type === 'test' && !secrets.webhookSecret) {
    const context = secretContext({ organizationId: scope.organizationId, type }, 'webhookSecret');
    secrets.webhookSecret = sealSecret(key, context, randomWebhookSecret());
  }
  const current = await findDefaultIntegration(db, scope);
  const isDefault =
    enabled && (changes.default ?? (stored?.isDefault || !current || current.type === type));
  const values: IntegrationValues = {
    enabled,
    isDefault,
    environment: changes.environment ?? stored?.environment ?? 'sandbox',
    connectionId:
      changes.connectionId === undefined ? (stored?.connectionId ?? null) : changes.connectionId,
    publicKey: changes.publicKey === undefined ? (stored?.publicKey ?? null) : changes.publicKey,
    baseUrl: changes.baseUrl === undefined ? (stored?.baseUrl ?? null) : changes.baseUrl,
    secrets,
  };
  if (isDefault) await clearOtherDefaults(db, scope, type);
  return upsertIntegration(db, scope, type, values);
}

export async function listPaymentIntegrations(ctx: RequestContext): Promise<PaymentIntegration[]> {
  requireAdmin(ctx);
  const rows = await listIntegrations(ctx.db, { organizationId: ctx.organization.id });
  return rows.map((row) => toPaymentIntegration(ctx.config, row));
}

export async function updatePaymentIntegration(
  ctx: RequestContext,
  type: string,
  body: UpdatePaymentIntegrationBody,
): Promise<PaymentIntegration> {
  requireAdmin(ctx);
  const scope = { organizationId: ctx.organization.id };
  const row = await transaction(ctx, (tx) =>
    savePaymentIntegration({ db: tx, config: ctx.config }, scope, type, body),
  );
  return toPaymentIntegration(ctx.config, row);
}
