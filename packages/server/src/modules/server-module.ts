import type { Relationships } from '@convene/contract';
import type { FastifyInstance } from 'fastify';
import type { RequestContext, Services } from '../context';
import type { PeriodicJob } from '../jobs/periodic-jobs';
import type { BoundRoute } from '../lib/endpoint-route';
import type { OrganizationCache } from '../tenancy/organization-cache';
import type { ContactSource } from './accounts/index';
import type { NotificationSubjectLoaders } from './notifications/index';
import type { PurposeHandlers } from './payments/index';

/** Loads one kind of `GET /self/relationships` for the acting account: uuid → flag or role. */
export type RelationshipLoader<Kind extends keyof Relationships> = (
  ctx: RequestContext,
) => Promise<Relationships[Kind]>;

export type RelationshipLoaders = { [Kind in keyof Relationships]: RelationshipLoader<Kind> };

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
  plainRoutes?: (
    api: FastifyInstance,
    deps: { services: Services; organizations: OrganizationCache },
  ) => void;
  relationships?: Partial<RelationshipLoaders>;
  /** The objects of this module that notifications embed (activities, groups …), by id. */
  notificationSubjects?: Partial<NotificationSubjectLoaders>;
  /** Accounts this module makes an account's contacts (chat partners), for `/self/contacts`. */
  contacts?: ContactSource;
  /** What this module sells, settled inside the payment capture's transaction (invoices …). */
  paymentPurposes?: PurposeHandlers;
  /** Work the module runs every so often (releasing lapsed holds …), started by the server. */
  jobs?: readonly PeriodicJob[];
}
