import { defineArea, routeHandle } from '../../app/area';
import { InterestPage, interestMeta, interestPrefetch } from './interest-page';
import { InterestsPage } from './interests-page';

/** Interests: onboarding ('Select 5 interests', /interests) and an interest's posts. */
export const interestsArea = defineArea({
  id: 'interests',
  module: 'interests',
  routes: [
    {
      path: 'interests',
      element: <InterestsPage />,
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'interests.title' }) }),
      }),
    },
    {
      path: 'interests/:interest',
      element: <InterestPage />,
      handle: routeHandle({ prefetch: interestPrefetch, meta: interestMeta }),
    },
  ],
});
