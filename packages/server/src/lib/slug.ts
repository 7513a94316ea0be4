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

/** `base`, or `base-2`, `base-3` … the first not in `taken` (which it joins). */
export function uniqueSlug(taken: Set<string>, base: string): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
