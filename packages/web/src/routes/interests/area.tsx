import { defineArea, routeHandle } from '../../app/area';

/**
 * Interests: onboarding ('Select 5 interests', /interests) and an interest's posts.
 * Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const interestsArea = defineArea({
  id: 'interests',
  module: 'interests',
  routes: [
    {
      path: 'interests',
      handle: routeHandle({
        access: 'signed-in',
        meta: ({ intl }) => ({ title: intl.formatMessage({ id: 'interests.title' }) }),
      }),
      lazy: async () => ({ Component: (await import('./interests-page')).InterestsPage }),
    },
    {
      path: 'interests/:interest',
      lazy: async () => {
        const { InterestPage, interestMeta, interestPrefetch } = await import('./interest-page');
        return {
          Component: InterestPage,
          handle: routeHandle({ prefetch: interestPrefetch, meta: interestMeta }),
        };
      },
    },
  ],
});
