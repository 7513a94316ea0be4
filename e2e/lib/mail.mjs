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
