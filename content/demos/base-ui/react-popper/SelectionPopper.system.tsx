import * as React from 'react';
import { Popper, PopperProps } from '@mui/base/Popper';
import { styled } from '@mui/system';

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
    <Layout>
      <Text ref={textRef}>
        The Lakeshore Loop starts at the north parking lot and follows the water for 6.4 km. The first kilometer is paved and suits
        strollers; after the boathouse, the path turns to packed gravel and climbs gently through a birch forest. Allow two hours at an easy
        pace, and bring water: the only fountain is at the trailhead.
      </Text>
      <Popper role="toolbar" aria-label="Selected text" open={anchor !== null} anchorEl={anchor} placement="top" modifiers={modifiers}>
        {/* preventDefault on mousedown keeps the selection while the button is clicked. */}
        <ToolbarButton type="button" onMouseDown={(event) => event.preventDefault()} onClick={saveHighlight}>
          Save highlight
        </ToolbarButton>
      </Popper>
      <Heading>Saved highlights</Heading>
      {highlights.length === 0 ? (
        <Empty>Select part of the text above to save it.</Empty>
      ) : (
        <List>
          {highlights.map((highlight, index) => (
            <li key={index}>{highlight}</li>
          ))}
        </List>
      )}
    </Layout>
  );
}

const Layout = styled('div')`
  width: 100%;
  max-width: 520px;
  font-size: 0.875rem;
  line-height: 1.6;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const Text = styled('p')`
  margin: 0 0 16px;
  padding: 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #f8fafc;

  &::selection {
    background-color: #bfdbfe;
    color: #0f172a;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #0f172a;
  }

  [data-mui-color-scheme='dark'] &::selection {
    background-color: #1e40af;
    color: #fff;
  }
`;

const ToolbarButton = styled('button')`
  font-family: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  padding: 6px 12px;
  border: 0;
  border-radius: 8px;
  background-color: #0f172a;
  color: #fff;
  box-shadow: 0 6px 20px rgb(15 23 42 / 0.25);
  cursor: pointer;

  &:hover {
    background-color: #1e293b;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    background-color: #e2e8f0;
    color: #0f172a;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #fff;
  }
`;

const Heading = styled('p')`
  margin: 0 0 4px;
  font-size: 0.8125rem;
  font-weight: 600;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const Empty = styled('p')`
  margin: 0;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;

const List = styled('ul')`
  margin: 0;
  padding-inline-start: 20px;
`;
