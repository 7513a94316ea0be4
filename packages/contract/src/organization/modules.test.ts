import { describe, expect, it } from 'vitest';
import { firstLandingPath } from './modules';

describe('firstLandingPath', () => {
  it('follows the order activities, events, groups, contents, accounts', () => {
    expect(firstLandingPath(['accounts', 'channels', 'groups', 'events', 'activities'])).toBe(
      '/activities',
    );
    expect(firstLandingPath(['accounts', 'channels', 'groups', 'events'])).toBe('/events');
    expect(firstLandingPath(['accounts', 'channels', 'groups'])).toBe('/groups');
    expect(firstLandingPath(['accounts', 'channels'])).toBe('/contents');
    expect(firstLandingPath(['accounts', 'chat'])).toBe('/accounts');
  });

  it('falls back to / when none of them is enabled', () => {
    expect(firstLandingPath(['chat', 'support'])).toBe('/');
    expect(firstLandingPath([])).toBe('/');
  });
});
