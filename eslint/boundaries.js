// Module boundaries of the codebase (docs/architecture.md#packages-and-layers, #conventions):
// - server: a domain module is reached only through its `index.ts` (its definition and
//   services) or its `sql.ts` (shared SQL pieces: a leaf that imports no module, so that
//   modules which call each other's services never form an import cycle through it), and
//   a module touches only the tables it owns (another module's data goes through that
//   module's service or its sql.ts);
// - a bounded context is a folder of modules (`modules/ticketing/<module>`): the rest of the
//   server reaches it only through the context's own `index.ts` and `sql.ts`, its modules
//   reach each other through their entries, and its tables belong to the context;
// - web: no imports between areas (`routes/<area>`), and `components/` never imports an area.
import { dirname, relative, resolve, sep } from 'node:path';

const SERVER_SRC = resolve('packages/server/src');
const MODULES = `${SERVER_SRC}${sep}modules${sep}`;
const SCHEMA = `${SERVER_SRC}${sep}db${sep}schema`;
const WEB_SRC = resolve('packages/web/src');
const WEB_ROUTES = `${WEB_SRC}${sep}routes${sep}`;
const WEB_COMPONENTS = `${WEB_SRC}${sep}components${sep}`;

/**
 * The tables of the ticketing context (events and what they sell, decision 0063): any of
 * its modules may query them, no module outside it.
 */
const TICKETING_TABLES = [
  'series',
  'events',
  'eventSessionLocations',
  'eventTracks',
  'eventSessions',
  'eventSessionTracks',
  'eventSpeakers',
  'eventSessionSpeakers',
  'eventSponsors',
  'eventFaqSections',
  'eventFaqs',
  'eventPages',
  'eventGalleryImages',
  'eventPassTypes',
  'eventPassTypePriceSchedules',
  'eventPassTypeRefundSchedules',
  'eventPackages',
  'eventPackagePassTypes',
  'eventAddOns',
  'eventPassTypeAddOns',
  'eventRoomTypes',
  'eventRoomTypePassTypes',
  'eventQuestionSections',
  'eventQuestionSectionPassTypes',
  'eventQuestions',
  'eventQuestionChoices',
  'eventQuestionChoiceSubQuestions',
  'eventQuestionSearchValues',
  'eventCoupons',
  'eventRegistrations',
  'eventRegistrationPackages',
  'eventRoomReservations',
  'eventPasses',
  'eventPassAddOns',
  'eventPassResponses',
  'calendarFeeds',
  'eventCoHosts',
  'eventEmailTemplates',
  'eventAnnouncements',
  'eventReminderDeliveries',
  'eventPassTransfers',
  'eventPassRefunds',
  'eventWaitlistEntries',
  'eventFollowups',
  'eventFollowupQuestions',
  'eventSessionPassTypes',
  'eventSessionAccesses',
  'eventSessionSections',
  'eventSessionQuestions',
  'eventSessionResponses',
  'eventActivations',
  'eventActivationCompletions',
  'eventInterests',
];

/**
 * Which modules (or contexts: a folder of modules) may query each table, by its export name
 * in db/schema.
 */
const TABLE_OWNERS = {
  ...Object.fromEntries(TICKETING_TABLES.map((table) => [table, ['ticketing']])),
  accounts: ['accounts'],
  follows: ['accounts'],
  blocks: ['accounts'],
  loginAccounts: ['logins'],
  logins: ['logins'],
  activities: ['activities'],
  channels: ['channels'],
  contents: ['channels'],
  contentLikes: ['channels'],
  contentGuests: ['channels'],
  channelSubscriptions: ['channels'],
  activityLikes: ['activities'],
  activityReports: ['activities'],
  activityInterests: ['activities'],
  interests: ['interests'],
  accountInterests: ['interests'],
  groups: ['groups'],
  groupMemberships: ['groups'],
  groupRequests: ['groups'],
  groupInvitations: ['groups'],
  groupBlocks: ['groups'],
  groupAnnouncements: ['groups'],
  notifications: ['notifications'],
  notificationPreferences: ['notifications'],
  pushDevices: ['push-devices'],
  images: ['storage'],
  files: ['storage'],
  videos: ['storage'],
  advertisements: ['promotions'],
  benefits: ['promotions'],
  addresses: ['addresses'],
  paymentIntegrations: ['payments'],
  paymentIntents: ['payments'],
  payments: ['payments'],
  invoices: ['invoices'],
  invoiceLineItems: ['invoices'],
  organizationPages: ['organizations'],
  webhookEndpoints: ['webhooks'],
  webhookDeliveries: ['webhooks'],
  webhookAttempts: ['webhooks'],
  organizations: [],
  organizationHosts: [],
  outbox: [],
  identityCodes: [],
  signingKeys: [],
  rateLimitBuckets: [],
  apiKeys: ['api-keys'],
};

/** Folders under modules/ that group the modules of one bounded context. */
const CONTEXTS = new Set(['ticketing']);

/**
 * Where a file sits: its module (`accounts`, or `ticketing/events` inside a context) and its
 * context (the module itself outside one). A context's own files (its index.ts and sql.ts)
 * belong to the context; files beside the module folders are the registry.
 */
function placeOf(file) {
  if (!file.startsWith(MODULES)) return undefined;
  const segments = file.slice(MODULES.length).split(sep);
  if (segments.length < 2) return undefined;
  const [first, second] = segments;
  if (!CONTEXTS.has(first)) return { module: first, context: first };
  if (segments.length < 3) return { module: first, context: first, isContextRoot: true };
  return { module: `${first}/${second}`, context: first };
}
const areaOf = (file) =>
  file.startsWith(WEB_ROUTES) ? file.slice(WEB_ROUTES.length).split(sep)[0] : undefined;
const withoutExtension = (file) => file.replace(/\.(ts|tsx|js|mjs)$/, '');

/** The public entries of a module or context: its index.ts and its sql.ts. */
const isEntryOf = (target, name) =>
  [`${name}${sep}index`, `${name}${sep}sql`].some((entry) =>
    target.endsWith(`${sep}modules${sep}${entry.split('/').join(sep)}`),
  );

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Module and area boundaries' },
    schema: [],
  },
  create(context) {
    const file = resolve(context.filename);
    // Tests may reach into any module and table to arrange and inspect state.
    if (/\.test\.tsx?$/.test(file) || file.includes(`${sep}test${sep}`)) return {};
    const from = placeOf(file);
    const fromArea = areaOf(file);
    const inComponents = file.startsWith(WEB_COMPONENTS);
    const isSqlLeaf =
      from !== undefined && file.endsWith(`${from.module.split('/').join(sep)}${sep}sql.ts`);

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = withoutExtension(resolve(dirname(file), source));
      const to = placeOf(`${target}.ts`);
      if (to && from?.module !== to.module) {
        // Outside a context, only its own entries; inside, a sibling module's entries.
        const entry = from?.context === to.context ? to.module : to.context;
        if (!isEntryOf(target, entry)) {
          context.report({
            node,
            message: `Import ${entry} through its index.ts ('${relative(dirname(file), `${MODULES}${entry}`)}/index') or sql.ts, not its internal files.`,
          });
        }
      }
      const gathersSqlOfItsModules = from?.isContextRoot && target.endsWith(`${sep}sql`);
      if (isSqlLeaf && to && !gathersSqlOfItsModules) {
        context.report({
          node,
          message: "A module's sql.ts is a leaf: it imports tables and drizzle, no module.",
        });
      }
      if (
        from &&
        target.startsWith(SCHEMA) &&
        node.type === 'ImportDeclaration' &&
        node.importKind !== 'type'
      ) {
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const name = specifier.imported.name;
          const owners = TABLE_OWNERS[name];
          if (owners && !owners.includes(from.module) && !owners.includes(from.context)) {
            context.report({
              node: specifier,
              message: `The ${from.module} module may not query "${name}": it belongs to ${owners.join(', ') || 'the infrastructure'}; call its service.`,
            });
          }
        }
      }
      const toArea = areaOf(`${target}.tsx`);
      if (toArea && fromArea && toArea !== fromArea) {
        context.report({
          node,
          message: `Web areas do not import each other (${fromArea} → ${toArea}): move the shared piece to components/ or lib/.`,
        });
      }
      if (toArea && inComponents) {
        context.report({
          node,
          message: `components/ must not import from an area (routes/${toArea}).`,
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
    };
  },
};

/** The name of a parameter's or member's annotated type (`RequestContext`, `Scope` …), if any. */
function typeNamesOf(annotation) {
  const type = annotation?.typeAnnotation;
  if (!type) return [];
  const parts = type.type === 'TSIntersectionType' ? type.types : [type];
  return parts.flatMap((part) => {
    if (part.type === 'TSStringKeyword') return ['string'];
    return part.type === 'TSTypeReference' && part.typeName.type === 'Identifier'
      ? [part.typeName.name]
      : [];
  });
}

const paramOf = (param) => (param.type === 'AssignmentPattern' ? param.left : param);

// One request scope (docs/architecture.md#tenancy): a service call carries its organization
// in `ctx.scope`; repositories take the executor and the scope first (the aggregate root),
// then the ids they read by.
export const requestScope = {
  meta: {
    type: 'problem',
    docs: { description: 'The organization scope travels in the request context' },
    schema: [],
  },
  create(context) {
    if (!resolve(context.filename).startsWith(SERVER_SRC)) return {};
    function checkFunction(node) {
      const params = node.params.map((param) => typeNamesOf(paramOf(param).typeAnnotation));
      const takesContext = params.some((names) => names.includes('RequestContext'));
      params.forEach((names, index) => {
        if (!names.includes('Scope')) return;
        if (takesContext) {
          context.report({
            node: node.params[index],
            message: 'This function takes the request context: read the scope from ctx.scope.',
          });
        } else if (params.slice(0, index).some((before) => before.includes('string'))) {
          context.report({
            node: node.params[index],
            message: 'The scope comes before the ids: (db, scope, …ids), the aggregate root first.',
          });
        }
      });
    }
    function checkMembers(node, members) {
      const names = members.flatMap((member) =>
        member.type === 'TSPropertySignature' ? typeNamesOf(member.typeAnnotation) : [],
      );
      if (names.includes('RequestContext') && names.includes('Scope')) {
        context.report({
          node,
          message: 'A shape that holds the request context reads the scope from it (ctx.scope).',
        });
      }
    }
    return {
      FunctionDeclaration: checkFunction,
      FunctionExpression: checkFunction,
      ArrowFunctionExpression: checkFunction,
      TSInterfaceBody: (node) => checkMembers(node, node.body),
      TSTypeLiteral: (node) => checkMembers(node, node.members),
    };
  },
};
export default { rules: { boundaries, 'request-scope': requestScope } };
