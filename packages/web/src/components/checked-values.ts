/** The chosen values of a checkbox answer (a JSON array; commas in older answers). */
export function checkedValues(value: string): string[] {
  if (!value) return [];
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // Not JSON: read as a comma-separated list below.
    }
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
