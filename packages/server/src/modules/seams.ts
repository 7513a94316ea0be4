import type {
  ApiKeyScope,
  BaseActivity,
  BaseContent,
  BaseEvent,
  BaseGroup,
  GroupAnnouncement,
  GroupInvitation,
  NotificationType,
  PaymentIntent,
  Module,
  PaymentPurpose,
  SearchType,
  TierResourceType,
} from '@convene/contract';
import type { SQL } from 'drizzle-orm';
import type {
  ActingAccount,
  AuthLogin,
  OrganizationRecord,
  RequestContext,
  Services,
} from '../context';
import type { Executor, Transaction } from '../db/client';
import type { RankedSearch } from '../lib/ranked-search';
import type { ConversationKind } from '../db/schema/index';
import type { Scope } from '../tenancy/scope';

/*
 * The seams between modules: what a module offers to another that it may not import
 * (the other one depends on it). A module declares its side in its ServerModule; the module
 * list composes them once at start (`composeSeams` in modules/index.ts) into
 * `Services.seams`, which every request context and job carries. Nothing is registered on
 * import.
 */

/**
 * Loads the objects of one kind that a page of notifications embeds, by id, in one batch
 * (`db`: the executor of the caller, a transaction inside `notify`). Unknown ids are left
 * out of the map.
 */
export type SubjectLoader<T> = (
  ctx: RequestContext,
  ids: string[],
  db: Executor,
) => Promise<Map<string, T>>;

/** What notifications embed, each kind loaded by the module that owns it. */
export interface NotificationSubjectLoaders {
  activities: SubjectLoader<BaseActivity>;
  groups: SubjectLoader<BaseGroup>;
  invitations: SubjectLoader<GroupInvitation>;
  announcements: SubjectLoader<GroupAnnouncement>;
  contents: SubjectLoader<BaseContent>;
  events: SubjectLoader<BaseEvent>;
}

/**
 * Another module's contacts of an account (its chat partners), for `/self/contacts`: a
 * subquery of account ids (decision 0040).
 */
export type ContactSource = (scope: Scope, accountId: string) => SQL;

/** A captured (or capturing) intent, as the module that owns its purpose sees it. */
export interface PurposeIntent {
  id: string;
  purpose: PaymentPurpose;
  referenceId: string;
  accountId: string;
  subTotal: number;
  salesTax: number;
  amount: number;
  eventId: string | null;
  metadata: Readonly<Record<string, string>>;
}

/**
 * How a module settles what it sells. Both run inside the capture's transaction, with the
 * intent's row locked: `prepare` before the provider is asked to charge (lock the reference
 * and refuse, by throwing, when it can no longer be paid: a void invoice, an expired cart)
 * and return what it checked, `captured` after the charge is recorded, given that value
 * (mark the invoice paid, turn the cart into a paid registration). If either throws, nothing
 * of the capture is kept.
 */
export interface PurposeHandler<Prepared = undefined> {
  prepare?(tx: Transaction, ctx: RequestContext, intent: PurposeIntent): Promise<Prepared>;
  captured(
    tx: Transaction,
    ctx: RequestContext,
    intent: PurposeIntent,
    prepared: Prepared | undefined,
  ): Promise<void>;
  /** What an intent of the purpose pays for, as the intent embeds it (its reference's summary). */
  subject?(db: Executor, scope: Scope, referenceId: string, now: Date): Promise<IntentSubject>;
}

/** The summary of what an intent pays for: a registration, an invoice or a booking. */
export type IntentSubject = Partial<Pick<PaymentIntent, 'registration' | 'invoice' | 'booking'>>;

// Each purpose's handler has its own `Prepared`; the capture only passes it back.
export type PurposeHandlers = Partial<Record<PaymentPurpose, PurposeHandler<unknown>>>;

/** A captured intent as its receipt shows it: what was paid for, and how much. */
export interface ReceiptIntent extends PurposeIntent {
  description: string | null;
  currency: string;
}

/** A charge or a refund of an intent, as a receipt or a refund notice names it. */
export interface ReceiptPayment {
  id: string;
  amount: number;
  currency: string;
  provider: string;
  last4: string | null;
  at: Date;
}

/**
 * What is written and mailed when money moves, whatever it was for: every capture (a pass,
 * add-ons, a session, a booking, a membership, an invoice) gets a receipt, every refund a
 * notice naming the amount and where it goes. Both run inside the transaction that records
 * the payment, so a receipt exists if and only if the charge does. The invoices module
 * provides them: the payments module stays below it.
 */
export interface PaymentReceipts {
  captured(
    tx: Transaction,
    ctx: RequestContext,
    intent: ReceiptIntent,
    charge: ReceiptPayment,
  ): Promise<void>;
  refunded(
    tx: Transaction,
    ctx: RequestContext,
    intent: ReceiptIntent,
    refund: ReceiptPayment,
  ): Promise<void>;
}

/** A pass type's line with places kept for it. */
export interface WaitlistLine {
  organizationId: string;
  passTypeId: string;
}

/**
 * Makes the offers of places kept for waitlists, after the commit that kept them (decision
 * 0051): the waitlist module's, which depends on registration.
 */
export type WaitlistOffers = (
  services: Services,
  now: Date,
  lines: readonly WaitlistLine[],
) => Promise<unknown>;

/** What a kind of conversation answers about one member when its notification falls due. */
export interface ConversationKindHandler {
  /** The notification type it is told with. */
  type: NotificationType;
  /**
   * True when the member should still hear of it: a member still, with the
   * conversation's notifications on, and messages they have not read.
   */
  shouldNotify(
    db: Executor,
    scope: { organizationId: string },
    conversationId: string,
    accountId: string,
  ): Promise<boolean>;
}

/** A resource's id from the id or slug a page is addressed by (404 when unknown). */
export type TierResourceResolver = (ctx: RequestContext, idOrSlug: string) => Promise<string>;

/**
 * How a module searches its kind: only what its own lists would show the caller (private
 * groups' posts to members, no blocked authors …), best first. The search leaves the kind
 * out when `module` is off or locked behind a tier for the caller.
 */
export interface SearchSource {
  module: Module;
  /** The kind's statement for the caller (lib/ranked-search.ts runs it). */
  statement(ctx: RequestContext): RankedSearch;
}

/** What a request sends with an API key (`Authorization: Bearer cvk_…`), for the route it calls. */
export interface ApiKeyRequest {
  secret: string;
  executeAs: string | undefined;
  /** The scope that opens the route to keys (`apiKeyScopeOf`); none: keys may not call it. */
  scope: ApiKeyScope | undefined;
  now: Date;
}

/**
 * API keys (decision 0073), read by the request pipeline (plugins/api-context.ts), which may
 * not import the module: who a key acts for, or a throw (401 invalid, expired or revoked;
 * 403 a route outside its scopes or an `executeAs`).
 */
export interface ApiKeyAuthenticator {
  authenticate(
    services: Services,
    organization: OrganizationRecord,
    request: ApiKeyRequest,
  ): Promise<{ login: AuthLogin; account: ActingAccount | null }>;
  /** Forgets what this node cached of the key (it was just revoked). */
  forget(keyId: string): void;
}

/** Every seam, composed from the modules' declarations. */
export interface ModuleSeams {
  notificationSubjects: Partial<NotificationSubjectLoaders>;
  contactSources: readonly ContactSource[];
  paymentPurposes: PurposeHandlers;
  receipts: PaymentReceipts;
  waitlistOffers: WaitlistOffers;
  conversationKinds: Partial<Record<ConversationKind, ConversationKindHandler>>;
  /** How the groups and events modules find one of theirs by the slug its page is named by. */
  tierResources: Partial<Record<Exclude<TierResourceType, 'module'>, TierResourceResolver>>;
  /** How each kind of the platform's search is searched, by the module that owns it. */
  searchSources: Partial<Record<SearchType, SearchSource>>;
  /** The API keys' authenticator, with this runtime's cache of keys. */
  apiKeys: ApiKeyAuthenticator;
}

// The infrastructure's Services carry the seams without context.ts importing a module file
// (which would make the two import each other).
declare module '../context' {
  interface Services {
    /** What the modules offer each other, composed once at start. */
    seams: ModuleSeams;
  }
}
