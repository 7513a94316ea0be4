const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for XML (an element's text or an attribute): escaped, without the control characters XML 1.0 forbids. */
export function xml(value: string): string {
  const allowed = [...value].filter((char) => {
    const code = char.codePointAt(0)!;
    return code >= 0x20 ? code !== 0xfffe && code !== 0xffff : [0x9, 0xa, 0xd].includes(code);
  });
  return allowed.join('').replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}
