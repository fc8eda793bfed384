import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { styled } from '@mui/system';

const collections = ['Weekend trip', 'Gift ideas', 'Home office'];

export default function ClickAwayPortal() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [saved, setSaved] = React.useState<string[]>([]);
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const popupId = React.useId();

  const toggle = (name: string) => setSaved((list) => (list.includes(name) ? list.filter((item) => item !== name) : [...list, name]));

  return (
    <Layout>
      <ClickAwayListener onClickAway={() => setOpen(false)} disableReactTree={disableReactTree}>
        <div>
          <TriggerButton
            ref={setAnchor}
            type="button"
            aria-expanded={open}
            aria-controls={open ? popupId : undefined}
            onClick={() => setOpen((value) => !value)}
          >
            Save to collection
          </TriggerButton>
          {/* Rendered in document.body, but still a child of the div above in React. */}
          <StyledPopup id={popupId} role="group" aria-label="Collections" anchor={anchor} open={open} offset={8}>
            {collections.map((name) => (
              <Option key={name}>
                <input type="checkbox" checked={saved.includes(name)} onChange={() => toggle(name)} />
                {name}
              </Option>
            ))}
          </StyledPopup>
        </div>
      </ClickAwayListener>
      <Switch>
        <input type="checkbox" checked={disableReactTree} onChange={(event) => setDisableReactTree(event.target.checked)} />
        <code>disableReactTree</code>
      </Switch>
    </Layout>
  );
}

const Layout = styled('div')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 24px;
  font-size: 0.875rem;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
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

const StyledPopup = styled(Popup)`
  box-sizing: border-box;
  width: 220px;
  padding: 8px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  color: #0f172a;
  box-shadow: 0 10px 30px rgb(15 23 42 / 0.12);
  font-size: 0.875rem;

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

const Switch = styled('label')`
  display: flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;

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
