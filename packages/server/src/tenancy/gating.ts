import type { PublicOrganization } from '@convene/contract';
import type { OrganizationRow } from './organizations.repository';

/** What the server decided for a page request (mirrors packages/web/src/app/bootstrap.ts). */
export type Gate =
  | { kind: 'app'; config: PublicOrganization }
  | { kind: 'invalid-domain'; host: string }
  | { kind: 'not-found'; config: PublicOrganization }
  | { kind: 'maintenance'; config: PublicOrganization }
  | { kind: 'service-down'; host: string; googleTagManagerId: string | null };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Organization lookup timed out after ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Page gating: no configuration → invalid domain; enabled not true → not found;
 * maintenance on → maintenance; lookup failed → service unavailable.
 */
export async function resolveGate(options: {
  host: string;
  lookup: (host: string) => Promise<OrganizationRow | undefined>;
  toPublic: (row: OrganizationRow) => PublicOrganization;
  timeoutMs: number;
  lastKnownTagManager: (host: string) => string | null;
  onError: (error: unknown) => void;
}): Promise<Gate> {
  const { host } = options;
  let row: OrganizationRow | undefined;
  try {
    row = await withTimeout(options.lookup(host), options.timeoutMs);
  } catch (error) {
    options.onError(error);
    return { kind: 'service-down', host, googleTagManagerId: options.lastKnownTagManager(host) };
  }
  if (!row) return { kind: 'invalid-domain', host };
  const config = options.toPublic(row);
  if (row.enabled !== true) return { kind: 'not-found', config };
  if (row.maintenance) return { kind: 'maintenance', config };
  return { kind: 'app', config };
}
