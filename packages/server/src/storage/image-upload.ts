import type { Image } from '@convene/contract';
import type { RequestContext } from '../context';
import { processImage, storeImage } from './images';

/**
 * Stores an uploaded picture (a data URI: a listing, session or speaker image under
 * `events/`, or a channel's, content's or guest's under its own `folder`).
 */
export async function storeUploadedImage(
  ctx: Pick<RequestContext, 'storage' | 'organization'>,
  dataUri: string,
  field: string,
  folder = 'events',
): Promise<Image> {
  const processed = await processImage(dataUri, {
    field,
    resize: { width: 1600, height: 1600, fit: 'inside' },
  });
  return storeImage(ctx.storage, ctx.organization.id, folder, processed);
}

/** `image`: undefined keeps it, null removes it, a data URI replaces it. */
export async function imageChange(
  ctx: Pick<RequestContext, 'storage' | 'organization'>,
  dataUri: string | null | undefined,
  field: string,
  folder = 'events',
): Promise<Image | null | undefined> {
  if (dataUri === undefined) return undefined;
  if (dataUri === null) return null;
  return storeUploadedImage(ctx, dataUri, field, folder);
}
