import * as React from 'react';
import { Popper, PopperProps } from '@mui/base/Popper';

const modifiers = [{ name: 'offset', options: { offset: [0, 8] } }];

// The rules are in SelectionPopper.css.
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
    <div className="selection-demo">
      <p ref={textRef} className="selection-demo-text">
        The Lakeshore Loop starts at the north parking lot and follows the water for 6.4 km. The first kilometer is paved and suits
        strollers; after the boathouse, the path turns to packed gravel and climbs gently through a birch forest. Allow two hours at an easy
        pace, and bring water: the only fountain is at the trailhead.
      </p>
      <Popper role="toolbar" aria-label="Selected text" open={anchor !== null} anchorEl={anchor} placement="top" modifiers={modifiers}>
        {/* preventDefault on mousedown keeps the selection while the button is clicked. */}
        <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={saveHighlight} className="selection-demo-button">
          Save highlight
        </button>
      </Popper>
      <p className="selection-demo-heading">Saved highlights</p>
      {highlights.length === 0 ? (
        <p className="selection-demo-empty">Select part of the text above to save it.</p>
      ) : (
        <ul className="selection-demo-list">
          {highlights.map((highlight, index) => (
            <li key={index}>{highlight}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
