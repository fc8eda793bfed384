import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

const optionNames = ['disableAutoFocus', 'disableEnforceFocus', 'disableRestoreFocus'] as const;
type Options = Record<(typeof optionNames)[number], boolean>;

export default function FocusTrapOptions() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Options>({
    disableAutoFocus: false,
    disableEnforceFocus: false,
    disableRestoreFocus: false,
  });
  const [focusInside, setFocusInside] = React.useState(false);
  const panelRef = React.useRef<HTMLDivElement>(null);

  // Reports where focus is, so that the effect of each option shows.
  React.useEffect(() => {
    const update = () => setFocusInside(Boolean(panelRef.current?.contains(document.activeElement)));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);

  return (
    <Layout>
      <Options disabled={open}>
        <legend>Props for the next opening</legend>
        {optionNames.map((name) => (
          <Check key={name}>
            <input type="checkbox" checked={options[name]} onChange={(event) => setOptions({ ...options, [name]: event.target.checked })} />
            <code>{name}</code>
          </Check>
        ))}
      </Options>
      <TriggerButton type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Cookie preferences
      </TriggerButton>
      {open && (
        // The wrapper keeps the trap's two focus sentinels out of the flex layout's gaps.
        <TrapSlot>
          <FocusTrap open {...options}>
            <Panel ref={panelRef} tabIndex={-1} role="group" aria-label="Cookie preferences">
              <Check>
                <input type="checkbox" defaultChecked />
                Remember my sign-in
              </Check>
              <Check>
                <input type="checkbox" />
                Usage statistics
              </Check>
              <DoneButton type="button" onClick={() => setOpen(false)}>
                Done
              </DoneButton>
            </Panel>
          </FocusTrap>
        </TrapSlot>
      )}
      <Status>{open ? (focusInside ? 'Focus is inside the panel.' : 'Focus is outside the panel.') : 'The panel is closed.'}</Status>
    </Layout>
  );
}

const Layout = styled('div')`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  width: 340px;
  max-width: 100%;
  min-height: 290px;
  font-size: 0.875rem;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const TrapSlot = styled('div')`
  width: 100%;
`;

const Options = styled('fieldset')`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-bottom: 4px;
    padding: 0;
    font-weight: 600;
  }

  &:disabled {
    opacity: 0.6;
  }
`;

const Check = styled('label')`
  display: flex;
  align-items: center;
  gap: 8px;

  & input {
    margin: 0;
    width: 16px;
    height: 16px;
    accent-color: #1d4ed8;
  }

  [data-mui-color-scheme='dark'] & input {
    accent-color: #60a5fa;
  }
`;

const TriggerButton = styled('button')`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 16px;
  border: 1px solid #1e40af;
  border-radius: 8px;
  background-color: #1d4ed8;
  color: #fff;
  cursor: pointer;

  &:hover {
    background-color: #1e40af;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #93c5fd;
    background-color: #60a5fa;
    color: #0f172a;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #93c5fd;
  }
`;

const Panel = styled('div')`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  padding: 14px 16px;
  border: 1px solid #93c5fd;
  border-radius: 12px;
  background-color: #eff6ff;

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #1e40af;
    background-color: #172554;
  }
`;

const DoneButton = styled('button')`
  align-self: flex-end;
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 4px 14px;
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

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #1e293b;
    color: #e2e8f0;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #334155;
  }
`;

const Status = styled('p')`
  margin: 0;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;
