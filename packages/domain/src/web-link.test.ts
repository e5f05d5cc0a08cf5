import { describe, expect, it } from 'vitest';
import { isWebLink, safeHref, ZWebLink } from './web-link.ts';

describe('web links', () => {
  it.each([
    ['https://chezana.ca', true],
    ['http://chezana.ca/menu?x=1#top', true],
    ['HTTPS://CHEZANA.CA', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['ftp://chezana.ca', false],
    ['/relative/path', false],
    ['//chezana.ca', false],
    ['chezana.ca', false],
    ['https://', false],
    ['', false],
  ])('%s → %s', (value, ok) => {
    expect(isWebLink(value)).toBe(ok);
    expect(ZWebLink.safeParse(value).success).toBe(ok);
  });

  it('gives a page nothing to put in href for anything else', () => {
    expect(safeHref('https://facebook.com/post/1')).toBe('https://facebook.com/post/1');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });
});
