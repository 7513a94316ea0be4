import { readFileSync } from 'node:fs';
import pg from 'pg';
import { DATABASE_URL, LOG_FILE } from './env.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function fromOutbox(email) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT payload FROM outbox WHERE lower(payload->>'to') = lower($1) ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    return rows[0]?.payload?.meta?.code ?? null;
  } finally {
    await client.end();
  }
}

function fromLog(email) {
  if (!LOG_FILE) return null;
  let code = null;
  for (const line of readFileSync(LOG_FILE, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.mailTo?.toLowerCase() === email.toLowerCase() && entry.code) code = entry.code;
    } catch {
      // not a log line
    }
  }
  return code;
}

/** The newest identity code mailed to `email`: from the outbox table (PostgreSQL) or the server log. */
export async function readCode(email, { after = null, timeoutMs = 15_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const code = DATABASE_URL ? await fromOutbox(email) : fromLog(email);
    if (code && code !== after) return code;
    await sleep(250);
  }
  throw new Error(`No code was mailed to ${email}`);
}

/** The subjects of every mail to `email` so far: from the outbox table or the server log. */
async function subjectsTo(email) {
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT payload->>'subject' AS subject FROM outbox
          WHERE kind = 'email' AND lower(payload->>'to') = lower($1) ORDER BY created_at`,
        [email],
      );
      return rows.map((row) => row.subject ?? '');
    } finally {
      await client.end();
    }
  }
  if (!LOG_FILE) return [];
  const subjects = [];
  for (const line of readFileSync(LOG_FILE, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.mailTo?.toLowerCase() === email.toLowerCase() && entry.subject) {
        subjects.push(entry.subject);
      }
    } catch {
      // not a log line
    }
  }
  return subjects;
}

/** Waits for a mail to `email` whose subject matches `subject`; returns that subject. */
export async function waitForMail(email, subject, { timeoutMs = 15_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let seen = [];
  while (Date.now() < deadline) {
    seen = await subjectsTo(email);
    const found = seen.find((each) => subject.test(each));
    if (found) return found;
    await sleep(250);
  }
  throw new Error(`No mail to ${email} matched ${subject}; mailed: ${JSON.stringify(seen)}`);
}
