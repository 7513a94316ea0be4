import type { ErrorCode, Module, TierResourceType, WebhookEventType } from '@convene/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Executor } from './db/client';
import type { organizations } from './db/schema/index';
import type { KeyStore } from './identity/keys';
import { AppError } from './lib/app-error';
import type { Bus } from './realtime/bus';
import type { Presence } from './realtime/presence';
import type { Storage } from './storage/storage';
import type { UploadSlots } from './storage/upload-slots';
import type { DataVersions } from './tenancy/data-versions';
import type { SharedViews } from './tenancy/shared-views';
import type { Scope } from './tenancy/scope';

export type OrganizationRecord = typeof organizations.$inferSelect;

/** Infrastructure every service may use; built once at start. */
export interface Services {
  config: Config;
  db: Database;
  bus: Bus;
  /** Which accounts have a live socket open (in process, or in Redis with REDIS_URL). */
  presence: Presence;
  storage: Storage;
  /** Concurrent uploads per account: in process, or in Redis with REDIS_URL. */
  uploads: UploadSlots;
  /** Each organization's data version, moved on by every API write (tenancy/data-versions.ts). */
  versions: DataVersions;
  keys: KeyStore;
  /** Each organization's enabled webhook endpoints, cached on this node (decision 0068). */
  webhookEndpoints: WebhookEndpointSource;
  log: FastifyBaseLogger;
}

export interface AuthLogin {
  id: string;
  email: string;
  admin: boolean;
}

export interface ActingAccount {
  id: string;
  username: string;
  disabled: boolean;
}

/**
 * What a service call runs with: the organization from the header (never from a body),
 * the verified login, the account it acts for (executeAs or the primary one), and time.
 */
export interface RequestContext extends Services {
  organization: OrganizationRecord;
  /**
   * The organization every query of the call runs in (`{ organizationId }`), set with
   * `organization` where the context is built (`contextFor` in tenancy/scope.ts): services
   * pass it to repositories, which filter every table by it first (the aggregate root), then
   * by the ids a request names.
   */
  scope: Scope;
  login: AuthLogin | null;
  account: ActingAccount | null;
  locale: string;
  now: Date;
  /**
   * The origin of the site the request reached, for absolute links (`siteOrigin` in
   * lib/site-origin.ts: PUBLIC_URL or the request's); unset in jobs (`originOf` falls back
   * to PUBLIC_URL).
   */
  origin?: string;
  /**
   * The modules locked behind a membership tier that this caller may not use, with what
   * each answers (decision 0041). Set on API requests only; jobs and webhooks pass.
   */
  moduleLocks?: ReadonlyMap<Module, ModuleLockDenial>;
  /**
   * The organization's resource tier locks, cached for a few seconds (API requests only;
   * jobs read them from the database).
   */
  tierLocks?: TierLockSource;
  /**
   * Views that read the same for every caller, kept per data version for a few seconds
   * (tenancy/shared-views.ts, decision 0078). Set on API requests only: jobs read the
   * database.
   */
  sharedViews?: SharedViews;
}

/**
 * The context of work done for `organization` outside a request (a job, the seed, a test):
 * it acts for nobody unless `as` names a login and its account, in the organization's
 * default language.
 */
export function organizationContext(
  services: Services,
  organization: OrganizationRecord,
  now: Date,
  as: Partial<Pick<RequestContext, 'login' | 'account' | 'locale'>> = {},
): RequestContext {
  return {
    ...services,
    organization,
    scope: { organizationId: organization.id },
    login: null,
    account: null,
    locale: organization.config.DEFAULT_LOCALE ?? 'en',
    now,
    ...as,
  };
}

/** The tiers a resource requires (`null`: any running subscription; none: not locked). */
export interface TierLockSource {
  requirementsOf(
    organizationId: string,
    type: TierResourceType,
    resourceId: string,
  ): Promise<readonly (string | null)[]>;
}

/** The enabled webhook endpoints of an organization that take an event type, by id. */
export interface WebhookEndpointSource {
  subscribedTo(db: Executor, scope: Scope, type: WebhookEventType): Promise<readonly string[]>;
  /** An endpoint was created, edited, switched on or off or deleted on this node. */
  changed(): void;
}

/** What a module locked behind a tier answers: 457, 458, or 401/463 to who is not a member yet. */
export type ModuleLockDenial = Extract<
  ErrorCode,
  'TIER_REQUIRED' | 'SUBSCRIPTION_REQUIRED' | 'UNAUTHORIZED' | 'NO_ACCOUNT_SELECTED'
>;

export type SignedInContext = RequestContext & { login: AuthLogin; account: ActingAccount };

export function requireLogin(ctx: RequestContext): AuthLogin {
  if (!ctx.login) throw new AppError('UNAUTHORIZED');
  return ctx.login;
}

/** A signed-in login acting for an account; 463 when the login holds none. */
export function requireAccount(ctx: RequestContext): ActingAccount {
  requireLogin(ctx);
  if (!ctx.account) throw new AppError('NO_ACCOUNT_SELECTED');
  return ctx.account;
}

/** As requireAccount, for writes: a disabled account cannot post ('account disabled'). */
export function requireActiveAccount(ctx: RequestContext): ActingAccount {
  const account = requireAccount(ctx);
  if (account.disabled) throw new AppError('ACCOUNT_DISABLED');
  return account;
}

/**
 * The module gate: 456 when the organization turned the module off, then the module's
 * tier lock for this caller (457/458, decision 0041).
 */
export function requireModule(ctx: RequestContext, module: Module): void {
  if (!ctx.organization.modules.includes(module)) throw new AppError('FEATURE_NOT_AVAILABLE');
  const denial = ctx.moduleLocks?.get(module);
  if (denial) throw new AppError(denial);
}

export function requireAdmin(ctx: RequestContext): AuthLogin {
  const login = requireLogin(ctx);
  if (!login.admin) throw new AppError('FORBIDDEN');
  return login;
}
