import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

export default function FocusTrapToggle() {
  const [focusMode, setFocusMode] = React.useState(false);
  const id = React.useId();

  return (
    <Layout>
      <ToggleButton type="button" aria-pressed={focusMode} onClick={() => setFocusMode((value) => !value)}>
        Focus mode
      </ToggleButton>
      {/* Always mounted: `open` turns the trap on and off. The wrapper keeps the
          trap's two focus sentinels out of the flex layout's gaps. */}
      <TrapSlot>
        <FocusTrap open={focusMode}>
          <Editor
            tabIndex={-1}
            role="group"
            aria-label="Draft"
            className={focusMode ? 'active' : undefined}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setFocusMode(false);
              }
            }}
          >
            <label htmlFor={`${id}-subject`}>Subject</label>
            <input id={`${id}-subject`} defaultValue="Venue options for the June offsite" />
            <label htmlFor={`${id}-message`}>Message</label>
            <textarea
              id={`${id}-message`}
              rows={3}
              defaultValue="Hi all, I have shortlisted three venues near Lisbon for the June offsite. Could you rank them by Friday?"
            />
            {focusMode && (
              <LeaveButton type="button" onClick={() => setFocusMode(false)}>
                Leave focus mode
              </LeaveButton>
            )}
          </Editor>
        </FocusTrap>
      </TrapSlot>
    </Layout>
  );
}

const Layout = styled('div')`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  width: 400px;
  max-width: 100%;
  font-size: 0.875rem;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const TrapSlot = styled('div')`
  width: 100%;
`;

const ToggleButton = styled('button')`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 6px 14px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background-color: #fff;
  color: #0f172a;
  cursor: pointer;

  &:hover {
    background-color: #f1f5f9;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  &[aria-pressed='true'] {
    border-color: #1e40af;
    background-color: #1d4ed8;
    color: #fff;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: transparent;
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #334155;
  }

  [data-mui-color-scheme='dark'] &[aria-pressed='true'] {
    border-color: #93c5fd;
    background-color: #60a5fa;
    color: #0f172a;
  }
`;

const Editor = styled('div')`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  padding: 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  transition:
    border-color 150ms,
    box-shadow 150ms;

  &:focus {
    outline: none;
  }

  &.active {
    border-color: #1d4ed8;
    box-shadow: 0 0 0 4px rgb(29 78 216 / 0.15);
  }

  & label {
    font-weight: 600;
  }

  & input,
  & textarea {
    box-sizing: border-box;
    width: 100%;
    margin-bottom: 8px;
    padding: 7px 10px;
    border: 1px solid #cbd5e1;
    border-radius: 8px;
    background-color: #fff;
    color: #0f172a;
    font-family: inherit;
    font-size: 0.875rem;
    resize: vertical;
  }

  & input:focus-visible,
  & textarea:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 1px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
  }

  [data-mui-color-scheme='dark'] &.active {
    border-color: #60a5fa;
    box-shadow: 0 0 0 4px rgb(96 165 250 / 0.2);
  }

  [data-mui-color-scheme='dark'] & input,
  [data-mui-color-scheme='dark'] & textarea {
    border-color: #475569;
    background-color: #0f172a;
    color: #e2e8f0;
  }
`;

const LeaveButton = styled('button')`
  align-self: flex-end;
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 4px 12px;
  border: 0;
  border-radius: 8px;
  background-color: transparent;
  color: #1d4ed8;
  cursor: pointer;

  &:hover {
    background-color: #eff6ff;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #93c5fd;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #172554;
  }
`;
