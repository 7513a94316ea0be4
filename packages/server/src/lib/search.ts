/** Escapes LIKE wildcards, so that a search for `50%` finds "50%", not everything. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern for text containing `search`. */
export function likePattern(search: string): string {
  return `%${escapeLike(search)}%`;
}
