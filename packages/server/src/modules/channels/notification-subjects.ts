import type { BaseContent } from '@convene/contract';
import type { RequestContext } from '../../context';
import type { Executor } from '../../db/client';
import { videosOf, viewerOf } from './channel-core';
import { toBaseContent } from './channel-view';
import { findContentsByIds } from './contents.repository';

/** The contents CONTENT notifications embed, by id (one statement, then their videos). */
export async function contentSubjects(
  ctx: RequestContext,
  ids: string[],
  db: Executor,
): Promise<Map<string, BaseContent>> {
  const rows = await findContentsByIds(db, viewerOf(ctx), ids);
  const videos = await videosOf(
    ctx,
    rows.map((row) => row.content.videoId),
  );
  return new Map(
    rows.map((row) => [
      row.content.id,
      toBaseContent(
        row,
        ctx.now,
        row.content.videoId ? (videos.get(row.content.videoId) ?? null) : null,
      ),
    ]),
  );
}
