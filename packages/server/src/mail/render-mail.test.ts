import { SYSTEM_LOCALES } from '@convene/contract';
import { describe, expect, it } from 'vitest';
import { mailMessages } from './mail-messages';
import { mailHtml, mailText } from './render-mail';

describe('mail messages', () => {
  it('renders a message in the recipient’s locale, its base language, else English', () => {
    const values = { group: 'Jardin' };
    expect(mailText('fr', 'groups.invitation.subject', values)).toBe(
      'Vous êtes invité à rejoindre Jardin',
    );
    expect(mailText('fr-CA', 'groups.invitation.subject', values)).toBe(
      'Vous êtes invité à rejoindre Jardin',
    );
    expect(mailText('es', 'groups.requestAccepted.subject', values)).toBe(
      'Ya eres miembro de Jardin',
    );
    expect(mailText('ja', 'groups.invitation.subject', values)).toBe('Jardin への招待が届きました');
    expect(mailText('de-CH', 'groups.invitation.subject', values)).toBe(
      'Du bist eingeladen, Jardin beizutreten',
    );
    expect(mailText('it', 'groups.invitation.subject', values)).toBe(
      'You are invited to join Jardin',
    );
    expect(mailText(null, 'push.ANNOUNCEMENT')).toBe('New announcement');
  });

  it('fills every placeholder and leaves unknown ones as written', () => {
    expect(mailText('en', 'groups.announcement.subject', { group: 'G', title: 'T' })).toBe('G: T');
    expect(mailText('en', 'groups.announcement.subject', { group: 'G' })).toBe('G: {title}');
  });

  it('escapes text and values in HTML, and bolds the values asked for', () => {
    expect(
      mailHtml('en', 'identity.confirm.code', { organization: 'A & <B>', code: '123456' }, [
        'code',
      ]),
    ).toBe('Your A &#38; &#60;B&#62; confirmation code is <strong>123456</strong>');
  });

  it('has every id, with the same placeholders, in every built-in locale', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const ids = Object.keys(mailMessages.en).sort();
    for (const locale of SYSTEM_LOCALES) {
      const table: Record<string, string> = mailMessages[locale];
      expect(Object.keys(table).sort(), locale).toEqual(ids);
      for (const id of ids) {
        expect(placeholders(table[id]!), `${id} in ${locale}`).toEqual(
          placeholders(mailMessages.en[id as keyof typeof mailMessages.en]),
        );
      }
    }
  });
});
