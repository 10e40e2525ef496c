import { describe, expect, it } from 'vitest';
import { pageHtml, requestLanguage } from './page-html';

const TEMPLATE = `<!doctype html>
<html lang="bg">
  <head>
    <meta name="description" content="Намери партньор" />
    <title>Тенис София</title>
    <link rel="manifest" href="/manifest.webmanifest" />
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
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en" />');
  });
});

describe('requestLanguage', () => {
  it("takes the first of the browser's languages that the app speaks, else Bulgarian", () => {
    expect(requestLanguage('en-GB,en;q=0.9,bg;q=0.8')).toBe('en');
    expect(requestLanguage('bg,en;q=0.5')).toBe('bg');
    expect(requestLanguage('de-DE,en;q=0.8')).toBe('en');
    expect(requestLanguage('de')).toBe('bg');
    expect(requestLanguage(undefined)).toBe('bg');
  });

  it('lets the stored choice win over the browser', () => {
    expect(requestLanguage('en-GB', 'theme=dark; language=bg')).toBe('bg');
    expect(requestLanguage('bg', 'language=en')).toBe('en');
    expect(requestLanguage('en', 'language=xx')).toBe('en');
  });
});

describe('pageHtml preloads', () => {
  it('adds a module preload per script', () => {
    const html = pageHtml(TEMPLATE, 'bg', { title: 'T', description: 'D' }, ['/assets/t-1.js']);
    expect(html).toContain('<link rel="modulepreload" href="/assets/t-1.js" />');
  });
});

describe('pageHtml style nonce', () => {
  it('hands the response’s CSP style nonce to the app in a meta element', () => {
    const html = pageHtml(TEMPLATE, 'en', { title: 'T', description: 'D' }, [], 'abc+/=');
    expect(html).toContain('<meta property="csp-nonce" nonce="abc+/=" />');
    expect(pageHtml(TEMPLATE, 'en', { title: 'T', description: 'D' })).not.toContain('csp-nonce');
  });
});
