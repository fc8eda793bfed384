import * as React from 'react';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

interface VirtualAnchor {
  getBoundingClientRect: () => DOMRect;
}

export default function SelectionPopper() {
  const [anchor, setAnchor] = React.useState<VirtualAnchor | null>(null);
  const [chars, setChars] = React.useState<number>(0);

  React.useEffect(() => {
    const hideWhenCleared = () => {
      if (document.getSelection()?.isCollapsed ?? true) setAnchor(null);
    };
    document.addEventListener('selectionchange', hideWhenCleared);
    return () => document.removeEventListener('selectionchange', hideWhenCleared);
  }, []);

  const handleMouseUp = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) return;
    // A live range keeps the panel attached to the words when the page scrolls.
    const range = selection.getRangeAt(0).cloneRange();
    setChars(selection.toString().length);
    setAnchor({ getBoundingClientRect: () => range.getBoundingClientRect() });
  };

  return (
    <div onMouseUp={handleMouseUp}>
      <Typography sx={{ maxWidth: 420 }}>
        Select a few words of this sentence with the mouse. A small panel follows the selection, positioned against a virtual element built
        from the selection&apos;s bounding box instead of a real DOM node.
      </Typography>
      <Popper open={anchor !== null} anchorEl={anchor} placement="top" sx={{ zIndex: 'modal' }}>
        <Paper elevation={4} sx={{ px: 1.5, py: 0.5, mb: 1, typography: 'caption' }}>
          {chars} characters selected
        </Paper>
      </Popper>
    </div>
  );
}
