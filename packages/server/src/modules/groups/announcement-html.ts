import { sanitizeMemberHtml } from '../../lib/safe-html';

/** An announcement's HTML in the safe subset of `lib/safe-html.ts`, without pictures. */
export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeMemberHtml(html);
}
