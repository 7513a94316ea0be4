import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { systemMessages } from '../routes/system/messages';
import {
  buildCatalogue,
  builtInMessages,
  isMessageId,
  MESSAGE_TABLES,
  messagesFor,
} from './catalogue';
import { defineMessages, SYSTEM_LOCALES } from './messages';

/**
 * The argument names of an ICU message (`{name}`, `{count, plural, …}`), sorted. Arguments
 * are camelCase, so a one-word plural branch like `=0 {Notifications}` is not taken for one.
 */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([a-z]\w*)\s*[,}]/g)].map((m) => m[1]!))].sort();
}

/** Every .ts/.tsx file under a folder (tests excluded). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('message catalogue', () => {
  it('refuses an id defined by two tables', () => {
    const first = defineMessages({
      en: { 'x.title': 'Title' },
      es: { 'x.title': 'Título' },
      fr: { 'x.title': 'Titre' },
      ja: { 'x.title': 'タイトル' },
      de: { 'x.title': 'Titel' },
      pt: { 'x.title': 'Título' },
    });
    const second = defineMessages({
      en: { 'x.title': 'Other', 'x.body': 'Body' },
      es: { 'x.title': 'Otro', 'x.body': 'Cuerpo' },
      fr: { 'x.title': 'Autre', 'x.body': 'Corps' },
      ja: { 'x.title': '他', 'x.body': '本文' },
      de: { 'x.title': 'Anderer', 'x.body': 'Text' },
      pt: { 'x.title': 'Outro', 'x.body': 'Corpo' },
    });
    expect(() => buildCatalogue({ first, second })).toThrow(
      'Message id "x.title" is defined by both first and second',
    );
    expect(() => buildCatalogue(MESSAGE_TABLES)).not.toThrow();
  });

  it('has every id in every built-in locale, with the same placeholders as English', () => {
    for (const [owner, table] of Object.entries(MESSAGE_TABLES)) {
      const ids = Object.keys(table.en).sort();
      for (const locale of SYSTEM_LOCALES) {
        const messages: Record<string, string> = table[locale];
        expect(Object.keys(messages).sort(), `${owner} in ${locale}`).toEqual(ids);
        for (const id of ids) {
          expect(messages[id]?.trim(), `${id} in ${locale}`).toBeTruthy();
          expect(argumentsOf(messages[id]!), `${id} in ${locale}`).toEqual(
            argumentsOf(table.en[id as keyof typeof table.en]),
          );
        }
      }
    }
  });

  it('formats every message of every locale without an ICU error', () => {
    for (const locale of SYSTEM_LOCALES) {
      const errors: string[] = [];
      const messages = builtInMessages(locale);
      const intl = createIntl({ locale, messages, onError: (error) => errors.push(error.message) });
      for (const [id, text] of Object.entries(messages)) {
        const values = Object.fromEntries(
          argumentsOf(text).map((name) => [name, name === 'count' || name === 'min' ? 2 : 'x']),
        );
        intl.formatMessage({ id: id as keyof typeof messages }, values);
      }
      expect(errors, locale).toEqual([]);
    }
  });

  it('knows only the ids of the English tables', () => {
    expect(isMessageId('shell.signIn')).toBe(true);
    expect(isMessageId('shell.noSuchMessage')).toBe(false);
    const intl = createIntl({
      locale: 'en',
      messages: builtInMessages('en'),
      onError: () => undefined,
    });
    // @ts-expect-error an id missing from the English tables does not compile
    expect(intl.formatMessage({ id: 'shell.noSuchMessage' })).toBe('shell.noSuchMessage');
  });

  it('uses no unknown id literally in the source (formatMessage, FormattedMessage, nav labels)', () => {
    const root = join(import.meta.dirname, '..');
    const unknown: string[] = [];
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\b(?:id|label)(?:=|:\s*)\{?\s*'([a-z]+\.[\w.]+)'/g)) {
        if (!isMessageId(match[1]!)) unknown.push(`${file.slice(root.length + 1)}: ${match[1]}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('ships every system page message in every built-in locale', () => {
    const ids = Object.keys(systemMessages.en).sort();
    for (const locale of SYSTEM_LOCALES) {
      expect(Object.keys(systemMessages[locale]).sort()).toEqual(ids);
    }
  });

  it('uses the product’s wording for the not-found and maintenance pages', () => {
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
    expect(messagesFor('it', {})['system.notFound.title']).toBe('This page does not exist');
    expect(messagesFor('de-AT', {})['system.notFound.title']).toBe('Diese Seite gibt es nicht');
  });

  it('writes German in German: the shell and the lists speak it', () => {
    const german = builtInMessages('de');
    expect(german['shell.nav.events']).toBe('Veranstaltungen');
    expect(german['activities.title']).toBe('Aktivitäten');
    const intl = createIntl({ locale: 'de', messages: german });
    expect(intl.formatMessage({ id: 'groups.members' }, { count: 1 })).toBe('1 Mitglied');
    expect(intl.formatMessage({ id: 'groups.members' }, { count: 3 })).toBe('3 Mitglieder');
  });
});
