import { defineArea, page } from '../../app/area';

/**
 * Interests: onboarding ('Select 5 interests', /interests) and an interest's posts.
 * Pages load on demand (`lazy`): only the shell is in the first script.
 */
export const interestsArea = defineArea({
  id: 'interests',
  module: 'interests',
  routes: [
    page('interests', () => import('./interests-page'), 'InterestsPage', {
      access: 'signed-in',
      title: 'interests.title',
    }),
    page('interests/:interest', () => import('./interest-page'), 'InterestPage', { data: true }),
  ],
});
