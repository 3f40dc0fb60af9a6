import { describe, expect, it } from 'vitest';
import { sanitizeStoryHtml } from './story-html.js';

describe('story HTML sanitiser', () => {
  it('keeps the structure a story is written with', () => {
    const html =
      '<h2>Steps</h2><p>Call <strong>113</strong> and <em>stay calm</em>.</p><ol><li>One</li></ol><blockquote>Quote</blockquote>';
    expect(sanitizeStoryHtml(html)).toBe(html);
  });

  it('removes scripts, styles, frames, forms and event handlers', () => {
    const out = sanitizeStoryHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><style>p{}</style><iframe src="https://evil.example"></iframe>' +
        '<form action="/x"><input name="a"></form><img src="https://example.com/a.png" onerror="alert(1)" alt="A">',
    );
    expect(out).toBe('<p>Hi</p><img src="https://example.com/a.png" alt="A" />');
    expect(out).not.toMatch(/script|onclick|onerror|iframe|style|form|input/i);
  });

  it('removes javascript:, data: and protocol-relative addresses', () => {
    const out = sanitizeStoryHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&colon;alert(1)">b</a><a href="//evil.example">c</a>' +
        '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d"><a href="data:text/html,x">e</a>',
    );
    expect(out).not.toMatch(/javascript|data:|evil/i);
    expect(out).toContain('>a</a>');
  });

  it('marks outside links noopener noreferrer and replaces a rel the writer set', () => {
    expect(sanitizeStoryHtml('<a href="https://example.org" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeStoryHtml('<a href="/stories/first-24-hours">guide</a>')).toBe(
      '<a href="/stories/first-24-hours">guide</a>',
    );
    expect(sanitizeStoryHtml('<a href="tel:113">113</a>')).toBe('<a href="tel:113">113</a>');
  });

  it('escapes stray angle brackets and leaves plain text alone', () => {
    expect(sanitizeStoryHtml('a < b & c')).toBe('a &lt; b &amp; c');
    expect(sanitizeStoryHtml('  Đà Nẵng  ')).toBe('Đà Nẵng');
    expect(sanitizeStoryHtml('')).toBe('');
  });
});
