import { describe, expect, it } from 'vitest';
import { systemMessages } from '../routes/system/messages';
import { builtInMessages, messagesFor } from './catalogue';
import { SYSTEM_LOCALES } from './messages';

describe('message catalogue', () => {
  it('ships every system page message in English, Spanish, French and Japanese', () => {
    const ids = Object.keys(systemMessages.en);
    for (const locale of SYSTEM_LOCALES) {
      expect(Object.keys(systemMessages[locale] ?? {}).sort()).toEqual([...ids].sort());
    }
  });

  it('uses the spec wording for the not-found and maintenance pages', () => {
    expect(builtInMessages('en')['system.notFound.title']).toBe('This page does not exist');
    expect(builtInMessages('en')['system.notFound.body']).toBe(
      "Sorry, we couldn't find the page you're looking for.",
    );
    expect(builtInMessages('en')['system.maintenance.title']).toBe("We'll be back soon!");
    expect(builtInMessages('en')['system.serviceDown.refresh']).toBe(
      'If the page does not refresh automatically, please refresh the page.',
    );
  });

  it('prefers organization overrides, then the locale (or its base language), then English', () => {
    const merged = messagesFor('fr-CA', { 'fr-CA': { 'shell.signIn': 'Connexion' } });
    expect(merged['shell.signIn']).toBe('Connexion');
    expect(merged['system.notFound.title']).toBe("Cette page n'existe pas");
    expect(messagesFor('de', {})['system.notFound.title']).toBe('This page does not exist');
  });
});
