import type { VideoRendition } from '@convene/contract';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { videos } from '../../db/schema/index';
import type { VideoRow } from './storage.repository';

/** Processing videos no node holds: never claimed, or their lease ran out. */
const claimable = (now: Date) =>
  and(
    eq(videos.status, 'processing'),
    or(isNull(videos.claimedUntil), lt(videos.claimedUntil, now)),
  );

/**
 * Claims the oldest processing video no node holds, for `leaseMs`, under `token`: one
 * conditional update whose candidate is picked FOR UPDATE SKIP LOCKED, so two nodes
 * never take the same video (the second skips it, and the update re-checks the lease).
 */
export async function claimVideo(
  db: Executor,
  token: string,
  now: Date,
  leaseMs: number,
): Promise<VideoRow | undefined> {
  const candidate = db
    .select({ id: videos.id })
    .from(videos)
    .where(claimable(now))
    .orderBy(asc(videos.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(videos)
    .set({
      claimToken: token,
      claimedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${videos.attempts} + 1`,
    })
    .where(and(inArray(videos.id, candidate), claimable(now)))
    .returning();
  return row;
}

/** The claim `token` still holds the video (its lease was not taken over by another node). */
const heldBy = (id: string, token: string) =>
  and(eq(videos.id, id), eq(videos.status, 'processing'), eq(videos.claimToken, token));

export interface TranscodedVideo {
  width: number;
  height: number;
  durationSeconds: number | null;
  hlsUrl: string;
  thumbnailUrl: string;
  renditions: VideoRendition[];
}

/** Ready with its HLS outputs; false when the claim was lost (the outputs are then not used). */
export async function markVideoTranscoded(
  db: Executor,
  id: string,
  token: string,
  result: TranscodedVideo,
): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ ...result, status: 'ready', claimToken: null, claimedUntil: null, error: null })
    .where(heldBy(id, token))
    .returning({ id: videos.id });
  return rows.length > 0;
}

/**
 * After a failed attempt: `failed` for good when `final`, else back in line once
 * `retryAt` has passed (the claim's lease holds it until then).
 */
export async function markVideoAttemptFailed(
  db: Executor,
  id: string,
  token: string,
  error: string,
  next: { final: boolean; retryAt: Date },
): Promise<void> {
  await db
    .update(videos)
    .set(
      next.final
        ? { status: 'failed', error, claimToken: null, claimedUntil: null }
        : { error, claimToken: null, claimedUntil: next.retryAt },
    )
    .where(heldBy(id, token));
}

/**
 * Without ffmpeg: every processing video no node holds becomes ready as uploaded (the
 * original plays with range requests). Answers how many.
 */
export async function markVideosReadyAsUploaded(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(videos)
    .set({ status: 'ready', claimToken: null, claimedUntil: null })
    .where(claimable(now))
    .returning({ id: videos.id });
  return rows.length;
}
