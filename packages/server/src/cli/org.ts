// `npm run org -- list` · `npm run org -- save <file.json>`: lists organizations, or creates
// or updates one (host names included) from a JSON file checked against OrganizationFileSchema.
// `npm run org -- rotate-key <organization id>`: a new signing key for the organization's pool
// (docs/identity.md, "Keys and rotation").
import { readFileSync } from 'node:fs';
import { isUuid, OrganizationFileSchema } from '@convene/contract';
import { pino } from 'pino';

const USAGE =
  'Usage: npm run org -- list | npm run org -- save <organization.json> | npm run org -- rotate-key <organization id>';

async function main(args: string[]): Promise<number> {
  const [command, file] = args;
  if (command !== 'list' && command !== 'save' && command !== 'rotate-key') {
    console.error(USAGE);
    return 2;
  }
  if (command === 'rotate-key' && !(file && isUuid(file))) {
    console.error(USAGE);
    return 2;
  }
  let input: unknown;
  if (command === 'save') {
    if (!file) {
      console.error(USAGE);
      return 2;
    }
    const parsed = OrganizationFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        console.error(`${issue.path.join('.') || '(file)'}: ${issue.message}`);
      return 1;
    }
    input = parsed.data;
  }
  // The app's modules only once the command and its file are known good: a usage error or an
  // invalid file is answered without loading (or transpiling) the whole server.
  const [{ loadConfig }, { createRuntime }, { listOrganizations }, { saveOrganization }] =
    await Promise.all([
      import('../config'),
      import('../services'),
      import('../tenancy/organizations.repository'),
      import('../tenancy/save-organization'),
    ]);
  const config = loadConfig();
  const runtime = await createRuntime(config, pino({ level: 'warn' }));
  try {
    if (command === 'rotate-key') {
      const organizations = await listOrganizations(runtime.services.db);
      if (!organizations.some((org) => org.id === file)) {
        console.error(`No organization ${file!}`);
        return 1;
      }
      const kid = await runtime.services.keys.rotate(file!);
      console.log(
        `Organization ${file!} now signs with key ${kid}; older keys verify until their tokens expire`,
      );
    } else if (command === 'save') {
      const row = await saveOrganization(runtime.services.db, OrganizationFileSchema.parse(input));
      console.log(
        `Saved organization ${row.id} (${row.slug}); identity client id ${row.identityClientId}`,
      );
    } else {
      for (const org of await listOrganizations(runtime.services.db)) {
        console.log(
          `${org.id}  ${org.slug.padEnd(24)} ${org.enabled ? 'enabled ' : 'disabled'} hosts: ${org.hosts.join(', ') || '-'}  client id: ${org.identityClientId}`,
        );
      }
    }
    return 0;
  } finally {
    await runtime.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
