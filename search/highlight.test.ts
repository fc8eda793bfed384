import { describe, expect, it } from 'vitest';
import { highlightRuns } from './highlight';

describe('highlightRuns', () => {
  it('marks every occurrence of each matched word, ignoring case', () => {
    expect(highlightRuns('disableElevation', ['elevation'])).toEqual([
      { text: 'disable', match: false },
      { text: 'Elevation', match: true },
    ]);
    expect(highlightRuns('Button and button', ['button'])).toEqual([
      { text: 'Button', match: true },
      { text: ' and ', match: false },
      { text: 'button', match: true },
    ]);
  });

  it('merges overlapping words and leaves text without a match whole', () => {
    expect(highlightRuns('MuiButton-root', ['muibutton', 'button', 'root'])).toEqual([
      { text: 'MuiButton', match: true },
      { text: '-', match: false },
      { text: 'root', match: true },
    ]);
    expect(highlightRuns('Nothing here', ['zzz'])).toEqual([{ text: 'Nothing here', match: false }]);
  });

  it('treats pattern characters as plain text', () => {
    expect(highlightRuns('a.*b', ['.*'])).toEqual([
      { text: 'a', match: false },
      { text: '.*', match: true },
      { text: 'b', match: false },
    ]);
  });
});
