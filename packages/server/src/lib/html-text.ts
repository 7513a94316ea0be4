import sanitizeHtml from 'sanitize-html';

/**
 * Plain text of sanitized HTML, for a message field or a mail's text part: block ends
 * (`<br>`, paragraphs, headings, list items, quotes) become line breaks, every tag goes,
 * the entities the sanitizer writes are read back, and runs of blank lines fold into one.
 */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|h[2-4]|li|blockquote)>/gi, '\n');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
