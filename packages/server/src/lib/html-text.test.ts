import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('breaks lines at block ends, drops tags and reads entities back', () => {
    expect(
      htmlToText('<h2>Hi &amp; welcome</h2><p>Line<br>two</p><ul><li>one</li><li>two</li></ul>'),
    ).toBe('Hi & welcome\nLine\ntwo\none\ntwo');
    expect(
      htmlToText('<p>a &lt;b&gt; &quot;c&quot; &#39;d&#39;&nbsp;e</p><p></p><p></p><p>f</p>'),
    ).toBe('a <b> "c" \'d\' e\n\nf');
  });

  it('keeps no markup from unsanitized input', () => {
    expect(htmlToText('<script>alert(1)</script><p onclick="x">ok</p>')).toBe('ok');
  });
});
