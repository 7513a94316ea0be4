// Module boundaries of the codebase (docs/architecture.md#packages-and-layers, #conventions):
// - server: a domain module is reached only through its `index.ts` (its definition and
//   services) or its `sql.ts` (shared SQL pieces: a leaf that imports no module, so that
//   modules which call each other's services never form an import cycle through it), and
//   a module touches only the tables it owns (another module's data goes through that
//   module's service or its sql.ts);
// - web: no imports between areas (`routes/<area>`), and `components/` never imports an area.
import { dirname, relative, resolve, sep } from 'node:path';

const SERVER_SRC = resolve('packages/server/src');
const MODULES = `${SERVER_SRC}${sep}modules${sep}`;
const SCHEMA = `${SERVER_SRC}${sep}db${sep}schema`;
const WEB_SRC = resolve('packages/web/src');
const WEB_ROUTES = `${WEB_SRC}${sep}routes${sep}`;
const WEB_COMPONENTS = `${WEB_SRC}${sep}components${sep}`;

/** Which modules may query each table (by its export name in db/schema). */
const TABLE_OWNERS = {
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
  series: ['events', 'listings'],
  events: ['events', 'listings', 'session-registration', 'activations', 'host-attendees'],
  eventSessionLocations: ['events', 'listings', 'session-registration'],
  eventTracks: ['events', 'listings'],
  eventSessions: ['events', 'listings', 'session-registration'],
  eventSessionTracks: ['events', 'listings'],
  eventSpeakers: ['events', 'listings'],
  eventSessionSpeakers: ['events', 'listings'],
  eventSponsors: ['events', 'listings'],
  eventFaqSections: ['events', 'listings'],
  eventFaqs: ['events', 'listings'],
  eventPages: ['events', 'listings'],
  eventGalleryImages: ['events', 'listings'],
  eventPassTypes: [
    'events',
    'registration',
    'listings',
    'attendee',
    'session-registration',
    'host-attendees',
  ],
  eventPassTypePriceSchedules: ['events', 'registration', 'listings'],
  eventPassTypeRefundSchedules: ['events', 'registration', 'listings', 'attendee'],
  eventPackages: ['events', 'registration', 'listings'],
  eventPackagePassTypes: ['events', 'registration', 'listings'],
  eventAddOns: ['events', 'registration', 'listings', 'attendee', 'host-attendees'],
  eventPassTypeAddOns: ['events', 'registration', 'listings', 'attendee'],
  eventRoomTypes: ['events', 'registration', 'listings'],
  eventRoomTypePassTypes: ['events', 'registration', 'listings'],
  eventQuestionSections: ['events', 'registration', 'listings', 'host-attendees'],
  eventQuestionSectionPassTypes: ['events', 'registration', 'listings', 'host-attendees'],
  eventQuestions: ['events', 'registration', 'listings', 'attendee', 'host-attendees'],
  eventQuestionChoices: ['events', 'registration', 'listings', 'host-attendees'],
  eventQuestionChoiceSubQuestions: ['events', 'registration', 'listings'],
  eventQuestionSearchValues: ['events', 'registration', 'listings'],
  eventCoupons: ['events', 'registration', 'listings', 'host-attendees', 'attendee'],
  eventRegistrations: ['events', 'registration', 'listings', 'attendee', 'host-attendees'],
  eventRegistrationPackages: ['events', 'registration', 'listings', 'attendee'],
  eventRoomReservations: ['events', 'registration', 'listings', 'attendee'],
  eventPasses: [
    'events',
    'registration',
    'listings',
    'attendee',
    'session-registration',
    'activations',
    'host-attendees',
  ],
  eventPassAddOns: ['events', 'registration', 'listings', 'attendee', 'host-attendees'],
  eventPassResponses: ['events', 'registration', 'listings', 'attendee', 'host-attendees'],
  eventCoHosts: ['listings'],
  eventEmailTemplates: ['host-attendees'],
  eventAnnouncements: ['host-attendees'],
  eventReminderDeliveries: ['host-attendees'],
  eventPassTransfers: ['attendee'],
  eventPassRefunds: ['attendee'],
  eventWaitlistEntries: ['waitlist'],
  eventFollowups: ['attendee', 'listings'],
  eventFollowupQuestions: ['attendee', 'listings'],
  eventSessionPassTypes: ['session-registration', 'listings'],
  eventSessionAccesses: ['session-registration'],
  eventSessionSections: ['session-registration'],
  eventSessionQuestions: ['session-registration'],
  eventSessionResponses: ['session-registration'],
  eventActivations: ['activations', 'listings'],
  eventActivationCompletions: ['activations'],
  organizationPages: ['organizations'],
  organizations: [],
  organizationHosts: [],
  outbox: [],
  identityCodes: [],
  signingKeys: [],
  rateLimitBuckets: [],
};

/** The module a file belongs to: the folder under modules/ (files beside the folders are the registry). */
function moduleOf(file) {
  if (!file.startsWith(MODULES)) return undefined;
  const segments = file.slice(MODULES.length).split(sep);
  return segments.length > 1 ? segments[0] : undefined;
}
const areaOf = (file) =>
  file.startsWith(WEB_ROUTES) ? file.slice(WEB_ROUTES.length).split(sep)[0] : undefined;
const withoutExtension = (file) => file.replace(/\.(ts|tsx|js|mjs)$/, '');

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
    const fromModule = moduleOf(file);
    const fromArea = areaOf(file);
    const inComponents = file.startsWith(WEB_COMPONENTS);
    const isSqlLeaf = fromModule !== undefined && file.endsWith(`${fromModule}${sep}sql.ts`);

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = withoutExtension(resolve(dirname(file), source));
      const toModule = moduleOf(`${target}.ts`);
      const publicEntry = [`${toModule}${sep}index`, `${toModule}${sep}sql`].some((entry) =>
        target.endsWith(entry),
      );
      if (toModule && toModule !== fromModule && !publicEntry) {
        context.report({
          node,
          message: `Import the ${toModule} module through its index.ts ('${relative(dirname(file), `${MODULES}${toModule}`)}/index') or sql.ts, not its internal files.`,
        });
      }
      if (isSqlLeaf && toModule) {
        context.report({
          node,
          message: "A module's sql.ts is a leaf: it imports tables and drizzle, no module.",
        });
      }
      if (
        fromModule &&
        target.startsWith(SCHEMA) &&
        node.type === 'ImportDeclaration' &&
        node.importKind !== 'type'
      ) {
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const name = specifier.imported.name;
          const owners = TABLE_OWNERS[name];
          if (owners && !owners.includes(fromModule)) {
            context.report({
              node: specifier,
              message: `The ${fromModule} module may not query "${name}": it belongs to ${owners.join(', ') || 'the infrastructure'}; call its service.`,
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

export default { rules: { boundaries } };
