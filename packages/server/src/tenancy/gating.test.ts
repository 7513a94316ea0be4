import { describe, expect, it } from 'vitest';
import type { PublicOrganization } from '@convene/contract';
import type { OrganizationRow } from './organizations.repository';
import { resolveGate } from './gating';

const row = (values: Partial<OrganizationRow>) =>
  ({ enabled: true, maintenance: false, ...values }) as OrganizationRow;
const toPublic = (organization: OrganizationRow) =>
  ({
    NAME: 'Org',
    GOOGLE_TAG_MANAGER_ID: null,
    ENABLED: organization.enabled,
  }) as unknown as PublicOrganization;

function gate(lookup: () => Promise<OrganizationRow | undefined>, lastKnown: string | null = null) {
  const errors: unknown[] = [];
  return resolveGate({
    host: 'example.test',
    lookup,
    toPublic,
    timeoutMs: 50,
    lastKnownTagManager: () => lastKnown,
    onError: (error) => errors.push(error),
  }).then((result) => ({ result, errors }));
}

describe('page gating', () => {
  it('shows the invalid-domain page when no organization has the host', async () => {
    expect((await gate(async () => undefined)).result).toEqual({
      kind: 'invalid-domain',
      host: 'example.test',
    });
  });

  it('shows the not-found page when enabled is not true', async () => {
    expect((await gate(async () => row({ enabled: false }))).result.kind).toBe('not-found');
  });

  it('shows the maintenance page when the switch is on', async () => {
    expect((await gate(async () => row({ maintenance: true }))).result.kind).toBe('maintenance');
  });

  it('renders the app otherwise', async () => {
    expect((await gate(async () => row({}))).result.kind).toBe('app');
  });

  it('falls back to the service-unavailable page when the lookup fails or times out', async () => {
    const failed = await gate(async () => {
      throw new Error('connection refused');
    }, 'GTM-ABC');
    expect(failed.result).toEqual({
      kind: 'service-down',
      host: 'example.test',
      googleTagManagerId: 'GTM-ABC',
    });
    expect(failed.errors).toHaveLength(1);
    const slow = await gate(() => new Promise(() => {}));
    expect(slow.result.kind).toBe('service-down');
    expect(String(slow.errors[0])).toMatch(/timed out/);
  });
});
