import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper, { PaperProps } from '@mui/material/Paper';

const HANDLE_ID = 'draggable-dialog-title';

// Moves the paper by the distance the pointer travels while it is held down on the title.
function DraggablePaper(props: PaperProps) {
  const [offset, setOffset] = React.useState({ x: 0, y: 0 });
  const drag = React.useRef<{ pointerX: number; pointerY: number; x: number; y: number } | null>(null);

  return (
    <Paper
      {...props}
      style={{ ...props.style, transform: `translate(${offset.x}px, ${offset.y}px)` }}
      onPointerDown={(event) => {
        const target = event.target as HTMLElement;
        if (event.button !== 0 || !target.closest(`#${HANDLE_ID}`)) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { pointerX: event.clientX, pointerY: event.clientY, ...offset };
      }}
      onPointerMove={(event) => {
        const start = drag.current;
        if (!start) return;
        setOffset({ x: start.x + event.clientX - start.pointerX, y: start.y + event.clientY - start.pointerY });
      }}
      onPointerUp={() => {
        drag.current = null;
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
    />
  );
}

export default function DraggableDialog() {
  const [open, setOpen] = React.useState<boolean>(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Compare the plans
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} PaperComponent={DraggablePaper} aria-labelledby={HANDLE_ID}>
        <DialogTitle id={HANDLE_ID} sx={{ cursor: 'move', userSelect: 'none', touchAction: 'none' }}>
          Switch to the yearly plan?
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            The yearly plan costs the same as ten months of the monthly one. Drag this window by its title to see the price table behind it.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep monthly</Button>
          <Button onClick={() => setOpen(false)}>Switch</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
