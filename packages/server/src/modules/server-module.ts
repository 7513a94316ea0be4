import type { Module, Relationships } from '@convene/contract';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../context';
import type { PeriodicJob } from '../jobs/periodic-jobs';
import type { BoundRoute } from '../lib/endpoint-route';
import type { VisitorDeps } from '../plugins/api-context';
import type { TierResource } from '../tenancy/tier-gate';
import type {
  ApiKeyAuthenticator,
  ContactSource,
  ModuleSeams,
  NotificationSubjectLoaders,
  PaymentReceipts,
  PurposeHandlers,
  WaitlistOffers,
} from './seams';

/** Loads one kind of `GET /self/relationships` for the acting account: uuid → flag or role. */
export type RelationshipLoader<Kind extends keyof Relationships> = (
  ctx: RequestContext,
) => Promise<Relationships[Kind]>;

export type RelationshipLoaders = { [Kind in keyof Relationships]: RelationshipLoader<Kind> };

/** A page of a module that a visitor signed out may open (the sitemap lists it). */
export interface PublicPage {
  /** The web app's path, without a locale prefix (`PAGE_PATHS`). */
  path: string;
  lastModified: Date;
  /** The resource whose tier lock would keep a visitor signed out away from the page. */
  lock?: TierResource;
}

/** Pages of one module, read for a visitor signed out (`ctx` has no login). */
export interface PublicPageSource {
  /** The module whose gate (off, or locked behind a tier) hides every one of these pages. */
  module: Module;
  /** At most `limit` pages, the latest changed first. */
  list(ctx: RequestContext, limit: number): Promise<PublicPage[]>;
}

/**
 * What a domain module offers the app, exported once from its `index.ts`: the routes it
 * serves (declared in `@convene/contract`) and the relationship kinds it owns.
 */
export interface ServerModule {
  name: string;
  routes: readonly BoundRoute[];
  /**
   * Routes outside the JSON endpoint table (a podcast feed's XML), registered under the
   * API prefix; they build their own context (`skipContext`) and are hidden from OpenAPI.
   */
  plainRoutes?: (api: FastifyInstance, deps: VisitorDeps) => void;
  relationships?: Partial<RelationshipLoaders>;
  /** The objects of this module that notifications embed (activities, groups …), by id. */
  notificationSubjects?: Partial<NotificationSubjectLoaders>;
  /** Accounts this module makes an account's contacts (chat partners), for `/self/contacts`. */
  contacts?: ContactSource;
  /** What this module sells, settled inside the payment capture's transaction (invoices …). */
  paymentPurposes?: PurposeHandlers;
  /** The receipt and refund notice every payment writes (one module: invoices). */
  receipts?: PaymentReceipts;
  /** How places kept for waitlists become offers (one module: waitlist). */
  waitlistOffers?: WaitlistOffers;
  /** The conversations this module tells offline members of (chat, threads). */
  conversationKinds?: ModuleSeams['conversationKinds'];
  /** How a page's slug names one of this module's tier-lockable resources (groups, events). */
  tierResources?: ModuleSeams['tierResources'];
  /** The kinds of the platform's search this module owns (decision 0070). */
  searchSources?: ModuleSeams['searchSources'];
  /** Makes the API keys' authenticator, one per runtime (one module: api-keys). */
  apiKeys?: () => ApiKeyAuthenticator;
  /** Work the module runs every so often (releasing lapsed holds …), started by the server. */
  jobs?: readonly PeriodicJob[];
  /** Its pages anyone may open, for the organization's sitemap (decision 0049). */
  publicPages?: readonly PublicPageSource[];
}
