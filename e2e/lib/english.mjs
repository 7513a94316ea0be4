// Finds English UI text on a page shown in another language: every built-in English message
// that differs from the page's own wording, matched against the page's visible texts and
// its accessible names — so a missed translation is named exactly, and user content (posts,
// group names) is not mistaken for it.
import { BASE_URL } from './env.mjs';

/**
 * A message's ICU source from the parsed form /lang/{locale}.json serves: literals and
 * simple `{placeholders}`; plural, select, number, date and tag elements print as `{…,}` so
 * the matcher below leaves the message out.
 */
const sourceOf = (ast) =>
  ast
    .map((element) =>
      element.type === 0 ? element.value : element.type === 1 ? `{${element.value}}` : '{,}',
    )
    .join('');

async function catalogue(locale) {
  const response = await fetch(`${BASE_URL}/lang/${locale}.json`);
  if (!response.ok) throw new Error(`/lang/${locale}.json: ${response.status}`);
  const messages = await response.json();
  return Object.fromEntries(Object.entries(messages).map(([id, ast]) => [id, sourceOf(ast)]));
}

const escape = (text) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Matchers for the English messages the locale words differently (simple placeholders only). */
export async function englishMatchers(locale) {
  const [en, other] = await Promise.all([catalogue('en'), catalogue(locale)]);
  const matchers = [];
  for (const [id, english] of Object.entries(en)) {
    if (other[id] === english || english.length < 4) continue;
    if (/\{[^}]*,/.test(english)) continue; // plural and select: not matched here
    const pattern = escape(english.replace(/\s+/g, ' ')).replace(/\\?\{\w+\\?\}/g, '.+?');
    if (!/[A-Za-z]{3}/.test(pattern.replace(/\.\+\?/g, ''))) continue;
    matchers.push({ id, english, pattern: new RegExp(`^${pattern}$`) });
  }
  return matchers;
}

/** The visible texts of the page: each element's own text and short inner text, and its labels. */
function pageTexts() {
  const texts = new Set();
  const add = (text) => {
    const value = text?.replace(/\s+/g, ' ').trim();
    if (value) texts.add(value);
  };
  for (const element of document.body.querySelectorAll('*')) {
    if (['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(element.tagName)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
      add(element.getAttribute(name));
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    add(
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join(''),
    );
    if (element.children.length <= 3) add(element.innerText);
  }
  return [...texts];
}

/** The English messages found on the page (`[]` when it is all in the page's language). */
export async function englishOn(page, matchers) {
  const texts = await page.evaluate(pageTexts);
  const found = [];
  for (const text of texts)
    for (const matcher of matchers)
      if (matcher.pattern.test(text)) found.push(`${matcher.id}: “${text}”`);
  return [...new Set(found)];
}
