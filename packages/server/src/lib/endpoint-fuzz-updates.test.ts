import { apiEndpoints, type EndpointSpec } from '@convene/contract';
import { and, eq, getTableColumns, is, type SQL } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app';
import * as schema from '../db/schema/index';
import { IDENTITY_PREFIX } from '../identity/identity.plugin';
import { seedDemoIfEmpty } from '../seed/index';
import { DEMO_CLIENT_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from '../seed/organizations';
import { exampleOf, exampleQuery, shapeOf, unwrap } from '../test/endpoint-table';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Every PUT and PATCH of the table, sent an update that changes nothing — `{}`, and
 * `{<wrapper>: {}}` for each object the body wraps — on real rows of the demo organization:
 * never a 5xx (an empty change set reached the database as "No values to set", decision
 * 0052). Path parameters are resolved generically from the schema (`threadId` → a row of
 * a table named `…threads`, under the parameters before it), so a new endpoint is probed too.
 */

const updates = apiEndpoints.filter(
  (endpoint) =>
    (endpoint.method === 'PUT' || endpoint.method === 'PATCH') && endpoint.auth !== 'webhook',
);

type Table = PgTable;
const tables: [string, Table][] = Object.entries(schema as Record<string, unknown>).flatMap(
  ([name, value]) => (is(value, PgTable) ? [[name, value] as [string, Table]] : []),
);

/** Tables a parameter may name: `passTypeId` → `…passTypes`, `addressId` → `…addresses`. */
function tablesFor(param: string): [string, Table][] {
  const base = param.replace(/Id$/, '').toLowerCase();
  const plurals = [`${base}s`, `${base}es`, base.replace(/y$/, 'ies')];
  return tables.filter(([name]) => plurals.some((plural) => name.toLowerCase().endsWith(plural)));
}

interface Caller {
  accountId: string;
  headers: Record<string, string>;
}

describe('updates that change nothing', () => {
  let t: TestApp;
  let host: Caller;
  let member: Caller;

  async function signIn(email: string): Promise<Caller> {
    const response = await t.inject({
      method: 'POST',
      url: `${IDENTITY_PREFIX}/`,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: JSON.stringify({
        ClientId: DEMO_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
      }),
    });
    const token: string = response.json().AuthenticationResult.AccessToken;
    const headers = { organization: DEMO_ORGANIZATION_ID, authorization: `Bearer ${token}` };
    const self = await t.inject({ method: 'GET', url: `${API_PREFIX}/self`, headers });
    return { accountId: self.json().data.id, headers };
  }

  /** A row id for each path parameter, each under the ones before it; a uuid where none fits. */
  async function resolvePath(endpoint: EndpointSpec, caller: Caller): Promise<string> {
    const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const examples = endpoint.params
      ? (exampleOf(endpoint.params, () => crypto.randomUUID()) as Record<string, unknown>)
      : {};
    const resolved: Record<string, string> = {};
    const own = endpoint.path.startsWith('/self');
    for (const name of names) {
      resolved[name] = String(examples[name] ?? crypto.randomUUID());
      if (!name.endsWith('Id')) continue;
      const ranked = tablesFor(name)
        .map(([, table]) => {
          const columns = getTableColumns(table) as Record<string, PgColumn>;
          const conditions: SQL[] = [];
          for (const [param, value] of Object.entries(resolved)) {
            if (param !== name && columns[param]) conditions.push(eq(columns[param], value));
          }
          if (columns.organizationId)
            conditions.push(eq(columns.organizationId, DEMO_ORGANIZATION_ID));
          if (own && name !== 'accountId' && columns.accountId)
            conditions.push(eq(columns.accountId, caller.accountId));
          return { table, id: columns.id, conditions };
        })
        .filter((candidate) => candidate.id)
        .sort((a, b) => b.conditions.length - a.conditions.length);
      for (const { table, id, conditions } of ranked) {
        const [row] = await t.runtime.services.db
          .select({ id: id! })
          .from(table)
          .where(and(...conditions))
          .limit(1);
        if (row) {
          resolved[name] = String(row.id);
          break;
        }
      }
    }
    const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
      encodeURIComponent(resolved[name]!),
    );
    return `${API_PREFIX}${path}${exampleQuery(endpoint)}`;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.runtime.services);
    host = await signIn('host@example.com');
    member = await signIn('member@example.com');
  }, 180_000);
  afterAll(() => t.close());

  it('answers no 5xx to {} and {<wrapper>: {}} on any PUT or PATCH', async () => {
    const problems: { request: string; status: number; body: string }[] = [];
    const reached = new Set<string>();
    for (const endpoint of updates) {
      const wrappers = Object.entries(shapeOf(endpoint.body))
        .filter(
          ([, field]) =>
            (unwrap(field) as unknown as { def: { type: string } }).def.type === 'object',
        )
        .map(([key]) => key);
      const example = endpoint.body ? exampleOf(endpoint.body) : undefined;
      const payloads = [
        {},
        ...wrappers.flatMap((key) => [
          { [key]: {} },
          ...(example && typeof example === 'object' ? [{ ...example, [key]: {} }] : []),
        ]),
      ];
      // The staff's view first; the member's own rows for what the host has none of.
      for (const caller of [host, member]) {
        const url = await resolvePath(endpoint, caller);
        for (const payload of payloads) {
          const response = await t.inject({
            method: endpoint.method,
            url,
            headers: { ...caller.headers, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          const label = `${endpoint.method} ${endpoint.path} ${JSON.stringify(payload)}`;
          if (response.statusCode >= 500) {
            problems.push({
              request: label,
              status: response.statusCode,
              body: response.body.slice(0, 300),
            });
          }
          if (response.statusCode !== 404) reached.add(`${endpoint.method} ${endpoint.path}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Most updates found their row: the probe reached the services, not only the router.
    expect(reached.size).toBeGreaterThan(updates.length / 2);
  }, 300_000);
});
