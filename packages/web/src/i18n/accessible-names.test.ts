import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { builtInMessages } from './catalogue';
import { SYSTEM_LOCALES } from './messages';

/**
 * WCAG 2.5.3 (axe `label-content-name-mismatch`): a control whose aria-label adds words to
 * what it shows must keep the shown text in its name, first, in every built-in language.
 */
describe('accessible names contain the visible text', () => {
  for (const locale of SYSTEM_LOCALES) {
    const intl = createIntl({ locale, messages: builtInMessages(locale) });

    it(`the language button's name starts with the code it shows (${locale})`, () => {
      const code = locale.toUpperCase();
      const name = intl.formatMessage({ id: 'language.button' }, { code, name: 'Deutsch' });
      expect(name.startsWith(code)).toBe(true);
      expect(name).toContain('Deutsch');
    });

    it(`the like button's name starts with the count it shows (${locale})`, () => {
      for (const count of [0, 1, 5, 1234]) {
        for (const id of ['social.like', 'social.unlike'] as const) {
          const action = intl.formatMessage({ id });
          const name = intl.formatMessage({ id: 'social.likeButton' }, { count, action });
          expect(name.startsWith(intl.formatNumber(count)), `${name}`).toBe(true);
          expect(name).toContain(action);
        }
      }
    });
  }
});
