import { escapeHtml } from '../../mail/render-mail';

/** http(s) links and bare `www.` hosts, up to whitespace or an angle bracket. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than a link. */
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * A message's `html`: the text escaped, links made anchors (opened in a new tab, no
 * referrer, no follow), line breaks kept as `<br>`. Nothing of the text becomes markup.
 */
export function messageHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const raw = match[0];
    const link = raw.replace(TRAILING, '');
    html += escapeHtml(text.slice(last, start));
    const href = link.toLowerCase().startsWith('www.') ? `https://${link}` : link;
    html += `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer nofollow">${escapeHtml(link)}</a>`;
    last = start + link.length;
  }
  html += escapeHtml(text.slice(last));
  return html.replace(/\r?\n/g, '<br>');
}
