import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

const filters = ['In stock only', 'Free shipping', 'On sale'];

export default function BasicClickAway() {
  const [open, setOpen] = React.useState(false);
  const [checked, setChecked] = React.useState<string[]>(['In stock only']);
  const panelId = React.useId();
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  const toggle = (name: string) => setChecked((list) => (list.includes(name) ? list.filter((item) => item !== name) : [...list, name]));

  return (
    <Root>
      {/* The listener wraps the button and the panel: clicks on either are inside. */}
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Wrapper
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) {
              setOpen(false);
              buttonRef.current?.focus();
            }
          }}
        >
          <TriggerButton
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            Filters ({checked.length})
          </TriggerButton>
          <Panel id={panelId} role="group" aria-label="Filters" hidden={!open}>
            {filters.map((name) => (
              <Option key={name}>
                <input type="checkbox" checked={checked.includes(name)} onChange={() => toggle(name)} />
                {name}
              </Option>
            ))}
          </Panel>
        </Wrapper>
      </ClickAwayListener>
    </Root>
  );
}

const Root = styled('div')`
  min-height: 170px;
  font-size: 0.875rem;
`;

const Wrapper = styled('div')`
  position: relative;
  display: inline-block;
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
  position: absolute;
  top: calc(100% + 8px);
  inset-inline-start: 0;
  z-index: 1;
  box-sizing: border-box;
  width: 220px;
  padding: 8px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  color: #0f172a;
  box-shadow: 0 10px 30px rgb(15 23 42 / 0.12);

  &[hidden] {
    display: none;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
    color: #e2e8f0;
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.5);
  }
`;

const Option = styled('label')`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 6px 8px;
  border-radius: 6px;
  cursor: pointer;

  &:hover {
    background-color: #f1f5f9;
  }

  & input {
    margin: 0;
    width: 16px;
    height: 16px;
    accent-color: #1d4ed8;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #334155;
  }

  [data-mui-color-scheme='dark'] & input {
    accent-color: #60a5fa;
  }
`;
