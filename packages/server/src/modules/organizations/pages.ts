import type { OrganizationPage, PageType } from '@convene/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizationPages } from '../../db/schema/index';
import type { Scope } from '../../tenancy/scope';
import { sanitizeAnnouncementHtml } from '../groups/index';

/** `GET /organization/pages/{type}`: the page, or null when the organization has none. */
export async function findOrganizationPage(
  db: Executor,
  scope: Scope,
  type: PageType,
): Promise<OrganizationPage | null> {
  const [row] = await db
    .select()
    .from(organizationPages)
    .where(
      and(
        eq(organizationPages.organizationId, scope.organizationId),
        eq(organizationPages.type, type),
      ),
    );
  if (!row) return null;
  return {
    type: row.type,
    title: row.title,
    subtitle: row.subtitle,
    html: row.html,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface PageContent {
  title: string | null;
  subtitle?: string | null;
  html: string | null;
}

/** Writes one of the organization's pages, its HTML sanitized (the seed, staff tools, tests). */
export async function saveOrganizationPage(
  db: Executor,
  scope: Scope,
  type: PageType,
  page: PageContent,
): Promise<void> {
  const values = {
    title: page.title,
    subtitle: page.subtitle ?? null,
    html: page.html === null ? null : sanitizeAnnouncementHtml(page.html),
  };
  await db
    .insert(organizationPages)
    .values({ organizationId: scope.organizationId, type, ...values })
    .onConflictDoUpdate({
      target: [organizationPages.organizationId, organizationPages.type],
      set: { ...values, updatedAt: new Date() },
    });
}
