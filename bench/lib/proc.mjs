// CPU time and memory of a process and everything it spawned (the node and its embedded
// PostgreSQL), read from /proc: CPU per request survives a busy machine, throughput does not.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command may hold spaces and parentheses: fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // utime + stime, and cutime + cstime: the CPU of children that have exited and been
    // waited for (a PostgreSQL backend or parallel worker that ended mid-run), which no
    // longer appear in the tree.
    const own = Number(fields[11]) + Number(fields[12]);
    return { ppid: Number(fields[1]), own, ticks: own + Number(fields[13]) + Number(fields[14]) };
  } catch {
    return undefined;
  }
}

/** `pid` and its descendants, found through every process's parent. */
function tree(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = stat(entry);
    if (info) parents.set(Number(entry), info.ppid);
  }
  const members = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of parents)
      if (members.has(parent) && !members.has(child)) {
        members.add(child);
        grew = true;
      }
  }
  return [...members];
}

/**
 * CPU milliseconds (user + system) used so far by `pid` and its descendants: those alive, and
 * those that exited and were waited for by a member of the tree.
 */
export function treeCpuMs(pid) {
  let ticks = 0;
  for (const member of tree(pid)) ticks += stat(member)?.ticks ?? 0;
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU milliseconds (user + system) used so far by `pid` alone (the node without its
 * database); undefined once the process is gone.
 */
export function processCpuMs(pid) {
  const info = stat(pid);
  return info ? (info.own * 1000) / TICKS_PER_SECOND : undefined;
}

/** Resident memory of `pid` itself, in MB. */
export function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('VmRSS:'));
    return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
