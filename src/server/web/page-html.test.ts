import { describe, expect, it } from 'vitest';
import { pageHtml, requestLanguage } from './page-html';

const TEMPLATE = `<!doctype html>
<html lang="bg">
  <head>
    <meta name="description" content="Намери партньор" />
    <title>Тенис София</title>
  </head>
</html>`;

describe('pageHtml', () => {
  it('writes the language, title and description, escaped, with link-preview tags', () => {
    const html = pageHtml(TEMPLATE, 'en', { title: 'Court "A" & B', description: '<b>x</b>' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Court &quot;A&quot; &amp; B</title>');
    expect(html).toContain('<meta name="description" content="&lt;b&gt;x&lt;/b&gt;" />');
    expect(html).toContain('<meta property="og:title" content="Court &quot;A&quot; &amp; B" />');
    expect(html).not.toContain('Намери партньор');
  });
});

describe('requestLanguage', () => {
  it('takes English only when the browser puts it first', () => {
    expect(requestLanguage('en-GB,en;q=0.9,bg;q=0.8')).toBe('en');
    expect(requestLanguage('bg,en;q=0.5')).toBe('bg');
    expect(requestLanguage('de')).toBe('bg');
    expect(requestLanguage(undefined)).toBe('bg');
  });
});
