import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

export default function PortalContainer() {
  const [disablePortal, setDisablePortal] = React.useState(false);
  const trayRef = React.useRef<HTMLDivElement>(null);
  const [domParent, setDomParent] = React.useState('');
  // Called each time the note is mounted in a new place, with its DOM parent already in place.
  const noteRef = React.useCallback((note: HTMLParagraphElement | null) => {
    if (note) {
      setDomParent(note.parentElement?.dataset.area ?? '');
    }
  }, []);

  return (
    <Root>
      <label>
        <input type="checkbox" checked={disablePortal} onChange={(event) => setDisablePortal(event.target.checked)} /> disablePortal
      </label>
      {/* The tray comes before the Portal in the tree, so its ref is set when Portal calls the function. */}
      <Area data-area="the tray" ref={trayRef}>
        <AreaTitle>Notes tray</AreaTitle>
      </Area>
      <Area data-area="the order">
        <AreaTitle>Order #1042 · 2 items</AreaTitle>
        {/* In React, the note is a child of the order. */}
        <Portal container={() => trayRef.current} disablePortal={disablePortal}>
          <Note ref={noteRef}>Gift wrap requested</Note>
        </Portal>
      </Area>
      <Status role="status">{domParent ? `In the DOM, the note is inside ${domParent}.` : ' '}</Status>
    </Root>
  );
}

const Root = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 320px;
  max-width: 100%;
  font-size: 0.875rem;

  & label {
    font-family: monospace;
  }
`;

const Area = styled('div')`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-height: 90px;
  box-sizing: border-box;
  padding: 12px;
  border: 1px dashed #94a3b8;
  border-radius: 12px;
  background-color: #fff;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    border-color: #64748b;
    background-color: #1e293b;
    color: #e2e8f0;
  }
`;

const AreaTitle = styled('p')`
  margin: 0;
  font-weight: 600;
`;

const Note = styled('p')`
  margin: 0;
  padding: 6px 10px;
  border-radius: 8px;
  background-color: #fef3c7;
  color: #78350f;

  [data-mui-color-scheme='dark'] & {
    background-color: rgb(251 191 36 / 0.16);
    color: #fde68a;
  }
`;

const Status = styled('p')`
  margin: 0;
  min-height: 1.5em;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;
