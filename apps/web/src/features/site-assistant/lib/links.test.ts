import { describe, expect, it } from 'vitest';
import { linkKind, redirectLabelKey } from './links';

describe('answer links', () => {
  it('navigates inside the site for a site path and opens another site in a new tab', () => {
    expect(linkKind('/stories/first-24-hours')).toBe('site');
    expect(linkKind('/#projects')).toBe('site');
    expect(linkKind('https://github.com/x')).toBe('external');
  });

  it('never makes a link of a script, a data address or another host without a scheme', () => {
    expect(linkKind('javascript:alert(1)')).toBeNull();
    expect(linkKind('data:text/html,<script>')).toBeNull();
    expect(linkKind('//evil.example')).toBeNull();
    expect(linkKind('/\\evil.example')).toBeNull();
  });

  it('words a redirect by the page it opens', () => {
    expect(redirectLabelKey('/reunion')).toBe('redirect.reportForm');
    expect(redirectLabelKey('/somewhere')).toBe('redirect.page');
  });
});
