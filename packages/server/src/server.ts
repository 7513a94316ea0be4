import { setFlagsFromString } from 'node:v8';
import { pino } from 'pino';
import { buildApp } from './app';
import { loadConfig, publicUrl } from './config';
import { serverPlugins } from './plugins/index';
import {
  DEMO_CLIENT_ID,
  DEMO_ORGANIZATION_ID,
  DEMO_PASSWORD,
  SECOND_ORGANIZATION_ID,
} from './seed/organizations';
import { seedDemoIfEmpty } from './seed/index';
import { startPeriodicJobs } from './jobs/periodic-jobs';
import { serverModules } from './modules/index';
import { createRuntime } from './services';
import { webPlugin } from './web/web-plugin';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.HEAP_GROWING_PERCENT > 0)
    setFlagsFromString(`--heap-growing-percent=${config.HEAP_GROWING_PERCENT}`);
  const logger = pino({
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.Password',
        '*.PreviousPassword',
        '*.ProposedPassword',
        '*.RefreshToken',
      ],
      censor: '[redacted]',
    },
  });
  const runtime = await createRuntime(config, logger);
  const seeded = config.SEED_DEMO ? await seedDemoIfEmpty(runtime.services) : false;
  const app = await buildApp({
    services: runtime.services,
    logger,
    plugins: serverPlugins(runtime),
    web: webPlugin(config),
  });
  runtime.outbox.start();
  const jobs = startPeriodicJobs(
    serverModules.flatMap((module) => module.jobs ?? []),
    runtime.services,
  );
  await app.listen({ port: config.PORT, host: config.HOST });

  const url = publicUrl(config);
  const lines = [
    '',
    `  Convene is running at ${url}`,
    `  API ${url}/api · identity ${url}/identity · socket ${url.replace(/^http/, 'ws')}/api/ws · docs ${url}/api/docs`,
    `  Database: ${runtime.database.description}${seeded ? ' (demo data seeded)' : ''}`,
    `  Demo organization ${DEMO_ORGANIZATION_ID} (hosts localhost, 127.0.0.1; identity client id ${DEMO_CLIENT_ID})`,
    `  Second organization ${SECOND_ORGANIZATION_ID} (host org2.localhost)`,
    `  Demo logins: member@example.com and host@example.com, password ${DEMO_PASSWORD}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // Stop taking requests, let in-flight ones finish, then close the adapters.
    await app.close();
    await jobs.stop();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // The terminal closed: stop as on Ctrl-C, so the embedded PostgreSQL stops too.
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
