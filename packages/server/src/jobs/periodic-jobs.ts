import type { Services } from '../context';

/** Work a module runs every so often on each node (it must be safe to run on many at once). */
export interface PeriodicJob {
  name: string;
  intervalMs: number;
  run(services: Services, now: Date): Promise<unknown>;
}

export interface RunningJobs {
  stop(): Promise<void>;
}

/**
 * Runs each job every `intervalMs` (the first run one interval after start), one run of a
 * job at a time; a failure is logged and the job runs again at its next turn.
 */
export function startPeriodicJobs(jobs: readonly PeriodicJob[], services: Services): RunningJobs {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  function schedule(job: PeriodicJob): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run(services, new Date())
        .then(
          () => undefined,
          (error: unknown) => services.log.error({ err: error, job: job.name }, 'job failed'),
        )
        .finally(() => {
          running.delete(run);
          schedule(job);
        });
      running.add(run);
    }, job.intervalMs);
    timer.unref();
    timers.add(timer);
  }
  for (const job of jobs) schedule(job);
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
