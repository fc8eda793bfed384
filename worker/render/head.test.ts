import { describe, expect, it } from 'vitest';
import { serializeJsonForHtml } from './escape';
import { type HeadOptions, renderHead } from './head';

const base: HeadOptions = {
  language: 'en',
  title: 'Installation - Material UI',
  description: 'Install Material UI.',
  path: '/material-ui/getting-started/installation',
  siteOrigin: 'https://mui.com',
  themeColors: { light: '#FFFFFF', dark: '#0A1929' },
  stylesheets: ['/static/fonts/roboto-condensed.abc.css'],
  inlineStyles: [{ href: '/static/styles/prism-okaidia.css', css: 'code{color:#f8f8f2}' }],
  preloadFonts: [],
  direction: 'ltr',
  codeVariant: 'TS',
  codeStyling: 'system',
  inlineScript: 'void 0',
  entry: '/static/entry.ABC.js',
};

describe('renderHead', () => {
  it('links an absolute canonical and every language alternate', () => {
    const head = renderHead({ ...base, language: 'zh' });
    expect(head).toContain('<html lang="zh"');
    expect(head).toContain('<link rel="canonical" href="https://mui.com/zh/material-ui/getting-started/installation">');
    expect(head).toContain('hreflang="en" href="https://mui.com/material-ui/getting-started/installation"');
    expect(head).toContain('hreflang="pt" href="https://mui.com/pt/material-ui/getting-started/installation"');
    expect(head).toContain('hreflang="x-default" href="https://mui.com/material-ui/getting-started/installation"');
  });

  it('writes the global sheets last, marked as moved, and nothing in their CSS can end the element', () => {
    const head = renderHead({ ...base, globalSheets: [{ marker: 'css-global abc', css: 'a::after{content:"</style><b>"}' }] });
    expect(head).toContain('<style data-emotion="css-global abc" data-s="">a::after{content:"<\\/style><b>"}</style>\n</head>');
  });

  it('has both theme-color metas, Open Graph tags, inline and linked stylesheets', () => {
    const head = renderHead(base);
    expect(head.match(/<meta name="theme-color"/g)).toHaveLength(2);
    expect(head).toContain('<meta property="og:title" content="Installation - Material UI">');
    expect(head).toContain('<style data-href="/static/styles/prism-okaidia.css">code{color:#f8f8f2}</style>');
    expect(head).toContain('<link rel="stylesheet" href="/static/fonts/roboto-condensed.abc.css">');
    expect(head).not.toContain('<script type="module"');
  });

  it("links the inert previews' styles inside a noscript, after the global sheets, only when there are some", () => {
    const sheet = { marker: 'css-global abc', css: 'body{margin:0}' };
    const head = renderHead({ ...base, globalSheets: [sheet], demoStyles: '/_demo-styles/b1/0123456789abcdef/material-ui/react-x' });
    expect(head).toContain(
      '</style>\n<noscript data-demo-styles="/_demo-styles/b1/0123456789abcdef/material-ui/react-x"><link rel="stylesheet" href="/_demo-styles/b1/0123456789abcdef/material-ui/react-x.css"></noscript>\n</head>',
    );
    expect(renderHead({ ...base, demoStyles: '/_demo-styles/"><x' })).not.toContain('"><x');
    expect(renderHead({ ...base, globalSheets: [sheet] })).not.toContain('<noscript');
  });

  it('marks pages without a path as noindex and gives them no canonical', () => {
    const head = renderHead({ ...base, path: null });
    expect(head).toContain('noindex');
    expect(head).not.toContain('rel="canonical"');
  });

  it('escapes values that reach attributes', () => {
    const head = renderHead({ ...base, title: '"><script>alert(1)</script>', path: '/a"><x' });
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('"><x');
  });
});

describe('renderHead: preferences', () => {
  it('puts direction and code preferences on the document and runs the inline script first in the body', () => {
    const head = renderHead({ ...base, direction: 'rtl', codeVariant: 'JS', codeStyling: 'tailwind', inlineScript: 'first()' });
    expect(head).toContain('dir="rtl" data-code-variant="JS" data-code-styling="tailwind"');
    expect(head).toMatch(/<body dir="rtl" class="mode-light" data-entry="\/static\/entry.ABC.js">\n<script>first\(\)<\/script>$/);
  });

  it('names the client entry on <body>, escaped, for the inline script to load after the first paint', () => {
    expect(renderHead({ ...base, entry: '/static/"entry".js' })).toContain('data-entry="/static/&quot;entry&quot;.js"');
  });

  it("names the boot's chunks on <body> in order, escaped, and nothing when there are none", () => {
    const head = renderHead({ ...base, boot: ['/static/chunks/chunk.A.js', '/static/chunks/app-start."B".js'] });
    expect(head).toContain('data-boot="/static/chunks/chunk.A.js /static/chunks/app-start.&quot;B&quot;.js">');
    expect(renderHead({ ...base, boot: [] })).not.toContain('data-boot');
    expect(renderHead(base)).not.toContain('data-boot');
  });
});

describe('serializeJsonForHtml', () => {
  it('escapes <, >, &, U+2028 and U+2029', () => {
    const json = serializeJsonForHtml({ a: '</script><b>&\u2028\u2029' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ a: '</script><b>&\u2028\u2029' });
  });
});

describe('renderHead: articles, images and feeds', () => {
  const post: HeadOptions = {
    ...base,
    title: 'Data Grid v6 - MUI blog',
    path: '/blog/data-grid-v6',
    article: { publishedTime: '2024-02-09', tags: ['MUI X', 'Data Grid'] },
    image: { href: '/static/blog/data-grid-v6.png', width: 1200, height: 630, alt: 'Data Grid v6' },
    feeds: [{ href: '/blog/rss.xml', title: 'MUI blog', type: 'application/rss+xml' }],
  };

  it('gives an article its type, date, tags and an absolute image', () => {
    const head = renderHead(post);
    expect(head).toContain('<meta property="og:type" content="article">');
    expect(head).not.toContain('content="website"');
    expect(head).toContain('<meta property="article:published_time" content="2024-02-09">');
    expect(head.match(/<meta property="article:tag" content="[^"]+">/g)).toEqual([
      '<meta property="article:tag" content="MUI X">',
      '<meta property="article:tag" content="Data Grid">',
    ]);
    expect(head).toContain('<meta property="og:image" content="https://mui.com/static/blog/data-grid-v6.png">');
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('links a feed by its absolute address', () => {
    expect(renderHead(post)).toContain(
      '<link rel="alternate" type="application/rss+xml" title="MUI blog" href="https://mui.com/blog/rss.xml">',
    );
  });

  it('leaves other pages a website with a summary card and no feed', () => {
    const head = renderHead(base);
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).not.toContain('og:image');
    expect(head).not.toContain('application/rss+xml');
  });
});
