import { describe, expect, it } from 'vitest';
import { paragraphsHtml } from './announcements-page';

describe('paragraphsHtml', () => {
  it('makes a paragraph of each block and a line break of each line, escaping the text', () => {
    expect(
      paragraphsHtml('Doors open at 6.\nBring clay.\n\n  <b>Not bold</b> & "quoted"  \n\n\n'),
    ).toBe(
      '<p>Doors open at 6.<br>Bring clay.</p><p>&lt;b&gt;Not bold&lt;/b&gt; &amp; &quot;quoted&quot;</p>',
    );
    expect(paragraphsHtml('  \n\n ')).toBe('');
  });
});
