import { interestEndpoints, loginEndpoints, selfEndpoints as endpoints } from '@convene/contract';
import { answer, route } from '../../lib/endpoint-route';
import { setSelfInterests } from '../interests';
import type { RelationshipLoaders } from '../server-module';
import { relationshipsLoader } from './relationships.service';
import {
  deleteSelf,
  getSelf,
  updateAccountLocale,
  updateSelf,
  updateSelfImage,
} from './self.service';

/** The acting account's routes; its relationships come from the other modules' loaders. */
export function selfRoutes(loaders: Partial<RelationshipLoaders>) {
  const getRelationships = relationshipsLoader(loaders);
  return [
    route(endpoints.detail, (ctx) => getSelf(ctx)),
    route(endpoints.update, (ctx, { body }) => updateSelf(ctx, body)),
    route(endpoints.delete, async (ctx) => {
      const { loginDeleted } = await deleteSelf(ctx);
      return answer(null, {
        message: loginDeleted ? 'Account and login deleted' : 'Account deleted',
      });
    }),
    route(endpoints.image, (ctx, { body }) => updateSelfImage(ctx, 'image', body.buffer)),
    route(endpoints.banner, (ctx, { body }) => updateSelfImage(ctx, 'banner', body.buffer)),
    route(endpoints.relationships, (ctx) => getRelationships(ctx)),
    // Declared with the interests; the SDK answers the account they now belong to.
    route(interestEndpoints.selfSet, async (ctx, { body }) => {
      await setSelfInterests(ctx, body);
      return getSelf(ctx);
    }),
    // Declared with the login resource; the locale is the acting account's, saved here.
    route(loginEndpoints.updateLocale, (ctx, { body }) => updateAccountLocale(ctx, body.locale)),
  ];
}
