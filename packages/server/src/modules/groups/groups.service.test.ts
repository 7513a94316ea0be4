import { describe, expect, it } from 'vitest';
import { sanitizeAnnouncementHtml } from './announcement-html';
import { htmlToText } from './group-view';
import { slugify } from './group-core';

describe('slugify', () => {
  it('makes lowercase dash slugs from names, without accents or stray dashes', () => {
    expect(slugify('  Élan Sailing Club!  ')).toBe('elan-sailing-club');
    expect(slugify('Parents & Toddlers -- Northside')).toBe('parents-toddlers-northside');
    expect(slugify('日本')).toBe('group-new');
    expect(slugify('x')).toBe('group-x');
    expect(slugify('a'.repeat(120))).toHaveLength(80);
  });
});

describe('announcement html', () => {
  it('keeps the safe subset', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>a<br>b <strong>c</strong> <em>d</em></p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote>q</blockquote>';
    expect(sanitizeAnnouncementHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles, handlers, images, iframes and unsafe links', () => {
    const out = sanitizeAnnouncementHtml(
      '<p style="color:red" onclick="x()">hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://e.vil"></iframe><img src=x onerror=alert(1)><a href="javascript:alert(1)">js</a><a href="JaVaScRiPt&#58;alert(1)">js2</a><a href="data:text/html,hi">data</a><a href="//evil.example">rel</a><a href="mailto:a@b.c">mail</a>',
    );
    expect(out).toBe(
      '<p>hi</p>' +
        ['js', 'js2', 'data', 'rel']
          .map((text) => `<a rel="noopener noreferrer nofollow" target="_blank">${text}</a>`)
          .join('') +
        '<a href="mailto:a@b.c" rel="noopener noreferrer nofollow" target="_blank">mail</a>',
    );
  });

  it('turns b, i and h1 into their allowed forms', () => {
    expect(sanitizeAnnouncementHtml('<h1>T</h1><b>B</b><i>I</i>')).toBe(
      '<h2>T</h2><strong>B</strong><em>I</em>',
    );
  });

  it('gives the plain text of sanitized html', () => {
    expect(
      htmlToText('<h2>Hi &amp; welcome</h2><p>Line<br>two</p><ul><li>one</li><li>two</li></ul>'),
    ).toBe('Hi & welcome\nLine\ntwo\none\ntwo');
  });
});
