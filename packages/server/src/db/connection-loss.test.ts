import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { OutboxWorker } from '../jobs/outbox-worker';
import { enqueueEmail, type EmailPayload, type MailTransport } from '../mail/mailer';
import type { TestApp, TestOrganization, TestUser } from '../test/harness';
import { apiCaller, createRaceTestApp, raceSuite } from '../test/postgres';

/**
 * A PostgreSQL connection dropped in the middle of the work (an administrator's
 * pg_terminate_backend, a server restart, a failover) fails the request it served with a
 * 503 and a Retry-After, never the process: pg emits 'error' on a client that is checked
 * out of the pool, and without a listener that event is an uncaught exception. Background
 * loops log and carry on; the pool opens new connections for the next requests.
 */
const { url, describeRaces } = await raceSuite('connection-loss');

/** Every uncaught exception and unhandled rejection while the suite runs: one fails it. */
const crashes: unknown[] = [];
const onCrash = (error: unknown) => crashes.push(error);

describeRaces('a dropped database connection', () => {
  let t: TestApp;
  let org: TestOrganization;
  const users: TestUser[] = [];
  let admin: pg.Client;
  let activityId: string;

  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
    t = await createRaceTestApp(url!);
    org = await t.createOrganization();
    for (let index = 0; index < 4; index += 1) users.push(await t.createUser(org));
    // The administrator works on the app's database, to lock its tables and end its backends.
    const { rows } = (await t.runtime.services.db.execute('select current_database() as name')) as {
      rows: { name: string }[];
    };
    const target = new URL(url!);
    target.pathname = `/${rows[0]!.name}`;
    admin = new pg.Client({ connectionString: target.toString() });
    admin.on('error', () => {});
    await admin.connect();
    const created = await call(users[0]!, 'POST', '/activities', { message: 'before' });
    expect(created.statusCode, created.body).toBe(201);
    activityId = (created.json().data as { id: string }).id;
  });
  afterAll(async () => {
    await admin?.end().catch(() => {});
    await t?.close();
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
  });
  afterEach(async () => {
    // pg reports the dropped socket a tick after the failed query: give it time to surface.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(crashes.splice(0)).toEqual([]);
  });

  const call = apiCaller(() => t);

  /** Ends every backend of the app's database but the administrator's; answers their pids. */
  async function terminateBackends(): Promise<number[]> {
    // Inside the administrator's transaction, pg_stat_activity is a snapshot: refresh it.
    await admin.query('select pg_stat_clear_snapshot()');
    const { rows } = await admin.query<{ pid: number; ended: boolean }>(
      `select pid, pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.filter((row) => row.ended).map((row) => row.pid);
  }

  /**
   * Waits until the ended backends have exited, then a moment for the pool to see their
   * sockets close. pg_terminate_backend only signals: on a busy machine an idle backend
   * may exit after the next request took its connection, which then fails with 57P01 like
   * any request caught by the drop.
   */
  async function waitForExit(pids: number[]): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      await admin.query('select pg_stat_clear_snapshot()');
      const { rows } = await admin.query<{ alive: number }>(
        'select count(*)::int as alive from pg_stat_activity where pid = any($1)',
        [pids],
      );
      if (rows[0]!.alive === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  /** Waits until `count` backends of the app's database wait on a lock. */
  async function waitForLockWaiters(count: number): Promise<void> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      await admin.query('select pg_stat_clear_snapshot()');
      const { rows } = await admin.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0]!.waiting >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`fewer than ${count} requests ever waited on the lock`);
  }

  function expectUnavailableOrOk(response: LightMyRequestResponse): void {
    if (response.statusCode < 300) return;
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'SERVICE_UNAVAILABLE',
      message: expect.any(String),
    });
  }

  async function expectRecovered(): Promise<void> {
    const feed = await call(users[0]!, 'GET', '/activities');
    expect(feed.statusCode, feed.body).toBe(200);
    const posted = await call(users[1]!, 'POST', '/activities', { message: 'after' });
    expect(posted.statusCode, posted.body).toBe(201);
    const liked = await call(users[2]!, 'POST', `/activities/${activityId}/likes`);
    expect(liked.statusCode, liked.body).toBe(200);
  }

  it('answers 503 to the requests whose queries were running, and serves the next ones', async () => {
    // Hold the activities table, so the requests' queries (reads, and writes inside
    // transactions) are on the server, waiting, when their connections are ended.
    await admin.query('begin');
    await admin.query('lock table activities in access exclusive mode');
    let inFlight: Promise<LightMyRequestResponse[]>;
    let ended: number[] = [];
    try {
      inFlight = Promise.all([
        ...users.map((user) => call(user, 'GET', '/activities')),
        ...users.map((user, index) =>
          call(user, 'POST', '/activities', { message: `during ${index}` }),
        ),
        ...users.slice(0, 3).map((user) => call(user, 'POST', `/activities/${activityId}/likes`)),
      ]);
      await waitForLockWaiters(11);
      ended = await terminateBackends();
      expect(ended.length).toBeGreaterThanOrEqual(11);
    } finally {
      await admin.query('rollback');
    }
    const answers = await inFlight;
    for (const response of answers) expectUnavailableOrOk(response);
    expect(answers.filter((response) => response.statusCode === 503).length).toBeGreaterThan(0);
    await waitForExit(ended);
    await expectRecovered();
  });

  it('serves the next requests after idle connections were ended', async () => {
    await expectRecovered();
    await waitForExit(await terminateBackends());
    await expectRecovered();
  });

  it('keeps the outbox worker draining after its connection dropped inside its transaction', async () => {
    const errors: unknown[] = [];
    const log = {
      error: (details: { err?: unknown }) => errors.push(details.err),
      warn: () => {},
      info: () => {},
    } as unknown as FastifyBaseLogger;
    // The first delivery waits while the worker's transaction (rows locked FOR UPDATE) is
    // open and idle: the connection is ended then, with no query running on it.
    let releaseFirst!: () => void;
    const firstStarted = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let unblock!: () => void;
    const blocked = new Promise<void>((resolve) => {
      unblock = resolve;
    });
    const sent: EmailPayload[] = [];
    const transport: MailTransport = {
      name: 'smtp',
      async send(email) {
        if (sent.length === 0 && errors.length === 0) {
          releaseFirst();
          await blocked;
        }
        sent.push(email);
      },
      async close() {},
    };
    await enqueueEmail(t.runtime.services.db, org.id, {
      to: 'dropped@example.test',
      subject: 'Hello',
      text: 'Hi',
    });
    const worker = new OutboxWorker(t.runtime.services.db, transport, log, 20);
    worker.start();
    try {
      await firstStarted;
      expect((await terminateBackends()).length).toBeGreaterThanOrEqual(1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      unblock();
      // The failed drain was logged; a later one delivers the mail (at least once).
      for (let attempt = 0; attempt < 200 && sent.length < 2; attempt += 1)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(errors.length).toBeGreaterThan(0);
      expect(sent.map((email) => email.to)).toContain('dropped@example.test');
      expect(sent.length).toBeGreaterThanOrEqual(2);
    } finally {
      await worker.stop();
    }
  });
});
