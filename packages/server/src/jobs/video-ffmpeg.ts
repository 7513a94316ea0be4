import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';

/** The two binaries the video job runs (Debian's `ffmpeg` package ships both). */
export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

/** Bytes of a child's output kept: all of stdout (ffprobe's JSON), the tail of stderr. */
const STDOUT_MAX = 1024 * 1024;
const STDERR_TAIL = 4 * 1024;

export class ChildProcessError extends Error {
  constructor(
    message: string,
    readonly code: string | number | null,
  ) {
    super(message);
    this.name = 'ChildProcessError';
  }
}

/**
 * Runs a binary as a child process (never in the event loop), no shell, no stdin, and
 * answers its stdout; a non-zero exit, a signal or the timeout (SIGKILL) rejects with
 * the end of its stderr.
 */
export function runBinary(
  binary: string,
  args: readonly string[],
  options: { timeoutMs: number },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (stdout.length < STDOUT_MAX) stdout += chunk;
    });
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new ChildProcessError(error.message, error.code ?? null));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(stdout);
      const why = signal ? `killed by ${signal}` : `exited with ${code}`;
      reject(new ChildProcessError(`${binary} ${why}: ${stderr.trim()}`, code));
    });
  });
}

const found = new Map<string, Promise<FfmpegTools | null>>();

/**
 * ffmpeg and ffprobe: `ffmpegPath` (FFMPEG_PATH) with ffprobe from the same folder, else
 * both from PATH. Null when either does not run. Looked up once per path and process.
 */
export function findFfmpeg(ffmpegPath: string | undefined): Promise<FfmpegTools | null> {
  const key = ffmpegPath ?? '';
  let lookup = found.get(key);
  if (!lookup) {
    const tools: FfmpegTools = ffmpegPath
      ? { ffmpeg: ffmpegPath, ffprobe: join(dirname(ffmpegPath), 'ffprobe') }
      : { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
    const runs = (binary: string) =>
      runBinary(binary, ['-hide_banner', '-version'], { timeoutMs: 10_000 }).then(
        () => true,
        () => false,
      );
    lookup = Promise.all([runs(tools.ffmpeg), runs(tools.ffprobe)]).then(([a, b]) =>
      a && b ? tools : null,
    );
    found.set(key, lookup);
  }
  return lookup;
}

/**
 * At most `limit` transcodes at once in this process, however many callers (the periodic
 * job, a seed, a test) ask: the others wait their turn, first come first served.
 */
export class TranscodeSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private limit: number) {}

  resize(limit: number): void {
    this.limit = limit;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    // A finished run hands its slot straight to the next in line (`active` unchanged).
    if (this.active >= this.limit) await new Promise<void>((go) => this.waiting.push(go));
    else this.active += 1;
    try {
      return await work();
    } finally {
      const next = this.active <= this.limit ? this.waiting.shift() : undefined;
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** The one set of transcode slots of this process (VIDEO_TRANSCODES_PER_NODE). */
export const transcodeSlots = new TranscodeSlots(1);
