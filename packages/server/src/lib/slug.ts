/**
 * Lowercase letters, numbers and dashes, from a name, at most `maxLength` long;
 * `${fallback}-…` when too short.
 */
export function slugOf(name: string, fallback: string, maxLength = 70): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug.length >= 2 ? slug : `${fallback}-${slug || 'new'}`;
}
