import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'convene-org-cli-'));
const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'src/cli/org.ts', ...args], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, DATA_DIR: join(work, 'data'), LOG_LEVEL: 'silent', DATABASE_URL: '' },
  });

const organization = {
  id: '5b0c8a52-3f8e-4b7a-9d61-2f4f0a7c1e90',
  slug: 'acme',
  hosts: ['community.acme.test', 'ACME.example'],
  config: {
    NAME: 'Acme Community',
    ICON: { LIGHT: '/brand/acme-icon.svg' },
    LOGO: { LIGHT: '/brand/acme-logo.svg' },
    PRIMARY_COLOR: '#1d4ed8',
    SECONDARY_COLOR: '#f59e0b',
    LOCALES: ['en'],
    DEFAULT_LOCALE: 'en',
  },
};

describe('npm run org', () => {
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('creates an organization from a file, lists it with its hosts, and updates it', async () => {
    const file = join(work, 'acme.json');
    writeFileSync(file, JSON.stringify(organization));
    const saved = await cli('save', file);
    expect(saved.stdout).toMatch(
      /Saved organization 5b0c8a52-3f8e-4b7a-9d61-2f4f0a7c1e90 \(acme\); identity client id \w+/,
    );
    const clientId = /identity client id (\w+)/.exec(saved.stdout)?.[1];

    writeFileSync(
      file,
      JSON.stringify({ ...organization, enabled: false, hosts: ['community.acme.test'] }),
    );
    await cli('save', file);
    const listed = await cli('list');
    expect(listed.stdout).toContain('acme');
    expect(listed.stdout).toContain('disabled');
    expect(listed.stdout).toContain('hosts: community.acme.test ');
    expect(listed.stdout).not.toContain('acme.example');
    // The identity pool survives updates: tokens and sign-ups keep working.
    expect(listed.stdout).toContain(`client id: ${clientId}`);
  }, 120_000);

  it('names the offending field of an invalid file and exits non-zero', async () => {
    const file = join(work, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({
        ...organization,
        config: { ...organization.config, PRIMARY_COLOR: 'blue' },
      }),
    );
    const failure = await cli('save', file).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('config.PRIMARY_COLOR: Colours are #rrggbb');
  }, 60_000);

  it('prints its usage for an unknown command', async () => {
    const failure = await cli('explode').then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('Usage: npm run org -- list');
  });
});
