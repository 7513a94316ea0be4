import { TYPE } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compiledMessagesFor } from './compiled-messages';

describe('compiledMessagesFor', () => {
  it('parses every message once, so react-intl formats without a parser', () => {
    const messages = compiledMessagesFor('fr', undefined);
    expect(Array.isArray(messages['groups.action.join'])).toBe(true);
    const intl = createIntl({ locale: 'fr', messages });
    expect(intl.formatMessage({ id: 'groups.members' }, { count: 2 })).toMatch(/2/);
    expect(compiledMessagesFor('fr', undefined)).toBe(messages);
  });

  it("applies the organization's overrides, and shows a broken one as typed", () => {
    const overrides = { en: { 'groups.action.join': 'Join {', 'groups.title': 'Circles' } };
    const messages = compiledMessagesFor('en', overrides);
    expect(messages['groups.action.join']).toEqual([{ type: TYPE.literal, value: 'Join {' }]);
    const intl = createIntl({ locale: 'en', messages });
    expect(intl.formatMessage({ id: 'groups.title' })).toBe('Circles');
  });
});
