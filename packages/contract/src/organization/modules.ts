// Kept apart from organization.ts (and free of zod) so that the browser's first script can
// ask which modules are on without loading the schemas.

/** Modules an organization can enable (the SDK's OrganizationModuleType, with chat and listings). */
export const MODULES = [
  'activities',
  'events',
  'groups',
  'accounts',
  'channels',
  'threads',
  'chat',
  'storage',
  'support',
  'sponsors',
  'benefits',
  'interests',
  'advertisements',
  'subscriptions',
  'invoices',
  'announcements',
  'bookings',
  'surveys',
  'listings',
] as const;
export type Module = (typeof MODULES)[number];

/**
 * One module in the public configuration's `MODULES` record (the SDK's `OrganizationModule`).
 * Convene answers `enabled`; a module's tier locks are read from
 * `GET /organization/tier-locks/module/{module}`, so `enabledTiers` and `editableTiers` stay
 * empty, `requireAuth` and `editable` false.
 */
export interface OrganizationModule {
  enabled: boolean;
  requireAuth: boolean;
  enabledTiers: string[];
  editable: boolean;
  editableTiers: string[];
}

/** `MODULES` of the public configuration: every module Convene knows, by name. */
export type OrganizationModules = Record<Module, OrganizationModule>;

/** What a reader needs of a configuration to ask about its modules. */
export interface ModulesConfig {
  MODULES: Partial<Record<Module, Pick<OrganizationModule, 'enabled'>>>;
}

/** The `MODULES` record for the modules turned on (every other one `enabled: false`). */
export function organizationModules(enabled: readonly Module[]): OrganizationModules {
  const modules = {} as OrganizationModules;
  for (const module of MODULES) {
    modules[module] = {
      enabled: enabled.includes(module),
      requireAuth: false,
      enabledTiers: [],
      editable: false,
      editableTiers: [],
    };
  }
  return modules;
}

/** Is `module` turned on in this configuration? */
export function isModuleEnabled(config: ModulesConfig, module: Module): boolean {
  return config.MODULES[module]?.enabled === true;
}

/** The modules turned on, in the order of MODULES. */
export function enabledModules(config: ModulesConfig): Module[] {
  return MODULES.filter((module) => isModuleEnabled(config, module));
}

/** After sign-in with no saved redirect, the first enabled of these is the landing page. */
export const LANDING_MODULE_ORDER = [
  { module: 'activities', path: '/activities' },
  { module: 'events', path: '/events' },
  { module: 'groups', path: '/groups' },
  { module: 'channels', path: '/contents' },
  { module: 'accounts', path: '/accounts' },
] as const satisfies readonly { module: Module; path: string }[];

export function firstLandingPath(modules: readonly Module[]): string {
  return LANDING_MODULE_ORDER.find((entry) => modules.includes(entry.module))?.path ?? '/';
}
