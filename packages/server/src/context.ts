import type { Module } from '@convene/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { organizations } from './db/schema/index';
import type { KeyStore } from './identity/keys';
import { AppError } from './lib/app-error';
import type { Bus } from './realtime/bus';
import type { Presence } from './realtime/presence';
import type { Storage } from './storage/storage';
import type { UploadSlots } from './storage/upload-slots';

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
  keys: KeyStore;
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
  login: AuthLogin | null;
  account: ActingAccount | null;
  locale: string;
  now: Date;
}

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

export function requireModule(ctx: RequestContext, module: Module): void {
  if (!ctx.organization.modules.includes(module)) throw new AppError('FEATURE_NOT_AVAILABLE');
}

export function requireAdmin(ctx: RequestContext): AuthLogin {
  const login = requireLogin(ctx);
  if (!login.admin) throw new AppError('FORBIDDEN');
  return login;
}
