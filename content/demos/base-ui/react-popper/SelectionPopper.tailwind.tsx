import * as React from 'react';
import { Popper, PopperProps } from '@mui/base/Popper';

const modifiers = [{ name: 'offset', options: { offset: [0, 8] } }];

export default function SelectionPopper() {
  const textRef = React.useRef<HTMLParagraphElement>(null);
  const [anchor, setAnchor] = React.useState<PopperProps['anchorEl']>(null);
  const [selectedText, setSelectedText] = React.useState('');
  const [highlights, setHighlights] = React.useState<string[]>([]);

  React.useEffect(() => {
    function handleSelectionChange() {
      const selection = document.getSelection();
      const text = textRef.current;
      if (!text || !selection || selection.isCollapsed || selection.rangeCount === 0) {
        setAnchor(null);
        return;
      }
      const range = selection.getRangeAt(0).cloneRange();
      if (!text.contains(range.commonAncestorContainer)) {
        setAnchor(null);
        return;
      }
      setSelectedText(selection.toString().trim());
      // A virtual element: Popper.js only needs a rectangle, which the range
      // gives again each time it updates (when the page scrolls, say).
      setAnchor({ getBoundingClientRect: () => range.getBoundingClientRect(), contextElement: text });
    }
    document.addEventListener('selectionchange', handleSelectionChange);
    return () => document.removeEventListener('selectionchange', handleSelectionChange);
  }, []);

  const saveHighlight = () => {
    setHighlights((list) => [...list, selectedText]);
    document.getSelection()?.removeAllRanges();
  };

  return (
    <div className="w-full max-w-130 text-sm leading-relaxed text-slate-900 dark:text-slate-200">
      <p
        ref={textRef}
        className="mt-0 mb-4 rounded-xl border border-slate-200 bg-slate-50 p-4 selection:bg-blue-200 selection:text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:selection:bg-blue-800 dark:selection:text-white"
      >
        The Lakeshore Loop starts at the north parking lot and follows the water for 6.4 km. The first kilometer is paved and suits
        strollers; after the boathouse, the path turns to packed gravel and climbs gently through a birch forest. Allow two hours at an easy
        pace, and bring water: the only fountain is at the trailhead.
      </p>
      <Popper role="toolbar" aria-label="Selected text" open={anchor !== null} anchorEl={anchor} placement="top" modifiers={modifiers}>
        {/* preventDefault on mousedown keeps the selection while the button is clicked. */}
        <button
          type="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={saveHighlight}
          className="cursor-pointer rounded-lg border-0 bg-slate-900 px-3 py-1.5 [font-family:inherit] text-[0.8125rem] font-semibold text-white shadow-lg shadow-slate-900/25 hover:bg-slate-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-300 dark:bg-slate-200 dark:text-slate-900 dark:hover:bg-white"
        >
          Save highlight
        </button>
      </Popper>
      <p className="mt-0 mb-1 text-[0.8125rem] font-semibold text-slate-600 dark:text-slate-400">Saved highlights</p>
      {highlights.length === 0 ? (
        <p className="m-0 text-slate-600 dark:text-slate-400">Select part of the text above to save it.</p>
      ) : (
        <ul className="m-0 ps-5">
          {highlights.map((highlight, index) => (
            <li key={index}>{highlight}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
