import type { ServerModule } from '../server-module';
import { interestRoutes } from './interests.routes';

export const interestsModule: ServerModule = { name: 'interests', routes: interestRoutes };

export {
  hashtagInterests,
  hashtagSpans,
  interestCards,
  interestIdsOfHashtags,
  type InterestCard,
  requireInterestByKey,
  requireInterestsExist,
  setSelfInterests,
} from './interests.service';
