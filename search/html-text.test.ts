import { describe, expect, it } from 'vitest';
import { capText, decodeEntities, htmlToText, splitSections } from './html-text';

describe('htmlToText', () => {
  it('drops tags, code blocks and heading anchors, and decodes entities', () => {
    const html =
      '<h2 id="a">Title<a class="anchor-link" href="#a">#</a></h2><p>Use <code>disableElevation</code> &amp; &quot;x&quot;</p><pre><code>const a = 1;</code></pre>';
    expect(htmlToText(html)).toBe('Title Use disableElevation & "x"');
  });

  it('decodes numeric entities and leaves unknown ones as they are', () => {
    expect(decodeEntities('&#39;a&#x27; &bogus;')).toBe("'a' &bogus;");
  });
});

describe('splitSections', () => {
  it('splits at h2 and h3 headings with ids, keeping the intro apart', () => {
    const html =
      '<p>Intro</p><h2 id="one">One</h2><p>First</p><h3 id="two">Two &amp; more</h3><p>Second</p><h4 id="x">Deep</h4><p>still two</p>';
    expect(splitSections(html)).toEqual([
      { id: '', heading: '', level: 1, text: 'Intro' },
      { id: 'one', heading: 'One', level: 2, text: 'First' },
      { id: 'two', heading: 'Two & more', level: 3, text: 'Second Deep still two' },
    ]);
  });
});

describe('capText', () => {
  it('cuts long text at a word boundary', () => {
    expect(capText('alpha beta gamma delta', 13)).toBe('alpha beta');
    expect(capText('short', 13)).toBe('short');
  });
});
