import {
  CHANNEL_MESSAGES,
  type channelEndpoints,
  type Content,
  type EndpointBody,
} from '@convene/contract';
import { requireActiveAccount, type RequestContext } from '../../context';
import { transaction } from '../../db/retry';
import { contents } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { findUploadedVideo } from '../storage/index';
import {
  contentNotFound,
  freeSlug,
  imageChange,
  requireChannelManager,
  viewerOf,
} from './channel-core';
import { slugTaken } from './channels.repository';
import { audioChange, audioFileChange } from './content-audio';
import { findContent, insertContent, type ContentPageRow } from './contents.repository';
import { reloadContent } from './contents.service';
import { deleteById, updateById } from './rows.repository';
import { notifyContentNow } from './publish-notifications';
import { sanitizeMemberHtml } from '../../lib/safe-html';

/*
 * What a channel's managers (its creator, the organization's administrators) write:
 * contents as drafts, their edits, and the publish time that makes them scheduled or
 * published.
 */

type CreateInput = EndpointBody<typeof channelEndpoints.createContent>;
type UpdateInput = EndpointBody<typeof channelEndpoints.updateContent>;
type ScheduleInput = EndpointBody<typeof channelEndpoints.schedule>;

/** An article's HTML in the safe subset, pictures included; null for blank. */
function sanitizedBody(body: string | null | undefined): string | null | undefined {
  if (body === undefined || body === null) return body;
  const html = sanitizeMemberHtml(body, { images: true });
  return html === '' ? null : html;
}

/** A video of the organization's uploads (400 on `field` otherwise). */
async function checkVideo(
  ctx: RequestContext,
  videoId: string | null | undefined,
  field: string,
): Promise<void> {
  if (!videoId) return;
  if (!(await findUploadedVideo(ctx, videoId))) {
    throw new AppError('VALIDATION', CHANNEL_MESSAGES.videoNotFound, { field });
  }
}

/** `POST /channels/{id}/contents`: a draft of the channel. */
export async function createContent(
  ctx: RequestContext,
  channelKey: string,
  body: CreateInput,
): Promise<Content> {
  const creator = requireActiveAccount(ctx);
  const channel = await requireChannelManager(ctx, channelKey);
  await checkVideo(ctx, body.videoId, 'videoId');
  const uploadedAudio = await audioFileChange(ctx, body.audioId, 'audioId');
  const [image, audio] = [
    await imageChange(ctx, body.imageDataUri),
    uploadedAudio ?? (await audioChange(ctx, body.audio)),
  ];
  const scope = ctx.scope;
  const {
    imageDataUri: _image,
    audio: _audio,
    audioId: _audioId,
    slug: wanted,
    body: html,
    ...fields
  } = body;
  const id = await transaction(ctx, async (tx) => {
    const slug = await freeSlug(wanted, body.title, 'content', (candidate) =>
      slugTaken(tx, contents, scope, candidate),
    );
    const row = await insertContent(tx, {
      ...fields,
      organizationId: scope.organizationId,
      channelId: channel.channel.id,
      slug,
      body: sanitizedBody(html) ?? null,
      image: image ?? null,
      audio: audio ?? null,
      creatorId: creator.id,
    });
    return row.id;
  });
  return reloadContent(ctx, id);
}

/** The content of a channel its manager writes to (404 when not of that channel). */
export async function managedContent(
  ctx: RequestContext,
  channelKey: string,
  contentKey: string,
): Promise<ContentPageRow> {
  requireActiveAccount(ctx);
  const channel = await requireChannelManager(ctx, channelKey);
  const row = await findContent(ctx.db, viewerOf(ctx), contentKey, channel.channel.id);
  if (!row) throw contentNotFound();
  return row;
}

/** `PUT /channels/{id}/contents/{cid} {content, imageDataUri, audio}`. */
export async function updateContent(
  ctx: RequestContext,
  channelKey: string,
  contentKey: string,
  input: UpdateInput,
): Promise<Content> {
  const current = await managedContent(ctx, channelKey, contentKey);
  await checkVideo(ctx, input.content.videoId, 'content.videoId');
  const image = await imageChange(ctx, input.imageDataUri);
  const uploadedAudio = await audioFileChange(ctx, input.content.audioId, 'content.audioId');
  const audio = uploadedAudio !== undefined ? uploadedAudio : await audioChange(ctx, input.audio);
  const scope = ctx.scope;
  const { slug: wanted, body: html, audioId: _audioId, ...fields } = input.content;
  await transaction(ctx, async (tx) => {
    const slug =
      wanted !== undefined && wanted !== current.content.slug
        ? await freeSlug(wanted, '', 'content', (candidate) =>
            slugTaken(tx, contents, scope, candidate, current.content.id),
          )
        : undefined;
    await updateById(tx, contents, scope, current.content.id, {
      ...fields,
      ...(slug ? { slug } : {}),
      ...(html === undefined ? {} : { body: sanitizedBody(html) }),
      ...(image === undefined ? {} : { image }),
      ...(audio === undefined ? {} : { audio }),
    });
  });
  return reloadContent(ctx, current.content.id);
}

export async function deleteContent(
  ctx: RequestContext,
  channelKey: string,
  contentKey: string,
): Promise<null> {
  const current = await managedContent(ctx, channelKey, contentKey);
  await deleteById(ctx.db, contents, ctx.scope, current.content.id);
  return null;
}

/**
 * `POST …/schedule {date, email, push}`: the content is published at `date` (a date
 * passed publishes it now). Subscribers are notified once, when it is out: now, or by
 * the job when its time comes.
 */
export async function scheduleContent(
  ctx: RequestContext,
  channelKey: string,
  contentKey: string,
  body: ScheduleInput,
): Promise<Content> {
  const current = await managedContent(ctx, channelKey, contentKey);
  const date = new Date(body.date);
  const published = date < ctx.now ? ctx.now : date;
  await updateById(ctx.db, contents, ctx.scope, current.content.id, {
    published,
    email: body.email,
    push: body.push,
  });
  if (published <= ctx.now) await notifyContentNow(ctx, current.content.id);
  return reloadContent(ctx, current.content.id);
}

/** `DELETE …/schedule`: back to a draft (a published content is taken down). */
export async function unscheduleContent(
  ctx: RequestContext,
  channelKey: string,
  contentKey: string,
): Promise<Content> {
  const current = await managedContent(ctx, channelKey, contentKey);
  await updateById(ctx.db, contents, ctx.scope, current.content.id, { published: null });
  return reloadContent(ctx, current.content.id);
}
