import type { Image } from '@convene/contract';
import type { RequestContext } from '../../context';

/**
 * An image uploaded through `POST /storage/images/upload`, by id, within the organization.
 * The storage module keeps no image records yet, so no id resolves and `imageId` is
 * answered 404 until it does.
 */
export async function findUploadedImage(_ctx: RequestContext, _imageId: string): Promise<Image | null> {
  return null;
}
