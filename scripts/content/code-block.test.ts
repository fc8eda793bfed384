import { describe, expect, it } from 'vitest';
import { parseFenceInfo, renderCodeBlock } from './code-block';

describe('parseFenceInfo', () => {
  it.each([
    ['tsx', { language: 'tsx' }],
    ['', { language: 'text' }],
    ['jsx variant=JS', { language: 'jsx', variant: 'JS' }],
    ['tsx variant=TS styling=tailwind', { language: 'tsx', variant: 'TS', styling: 'tailwind' }],
    ['tsx variant=<b> styling=evil', { language: 'tsx' }],
    ['bash wrap', { language: 'bash', wrap: true }],
  ])('%s', (info, expected) => {
    expect(parseFenceInfo(info)).toEqual(expected);
  });
});

describe('renderCodeBlock', () => {
  it('wraps highlighted code with a copy button that shows its shortcut', () => {
    const html = renderCodeBlock('const a = 1;', 'js');
    expect(html).toContain('class="code-block"');
    expect(html).toContain('<span class="copy-label">Copy</span>');
    expect(html).toContain('Ctrl+Alt+C');
    expect(html).toContain('⌘⌥C');
    expect(html).toContain('tabindex="0"');
  });

  it('marks a block whose long lines wrap', () => {
    expect(renderCodeBlock('npm install', 'bash wrap')).toContain('class="code-block" data-language="bash" data-wrap dir="ltr"');
    expect(renderCodeBlock('npm install', 'bash')).not.toContain('data-wrap');
  });

  it('marks variant blocks and gives them a language switch', () => {
    const html = renderCodeBlock('let a;', 'jsx variant=JS');
    expect(html).toContain('data-variant="JS"');
    expect(html).toContain('data-set-code-variant="TS"');
  });
});
