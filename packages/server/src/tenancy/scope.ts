import { eq, type AnyColumn, type SQL } from 'drizzle-orm';

/** The tenant a query runs for: every repository function takes one (docs/architecture.md#tenancy). */
export interface Scope {
  organizationId: string;
}

/** A window of a list: LIMIT and OFFSET of a 1-based page. */
export interface Page {
  limit: number;
  offset: number;
}

/** `table.organization_id = scope`: the filter every tenant query starts from. */
export function inOrganization(table: { organizationId: AnyColumn }, scope: Scope): SQL {
  return eq(table.organizationId, scope.organizationId);
}
