import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

type MouseEventName = 'onClick' | 'onPointerDown';

export default function ClickAwayEvents() {
  const [open, setOpen] = React.useState(true);
  const [mouseEvent, setMouseEvent] = React.useState<MouseEventName>('onClick');
  const [closedBy, setClosedBy] = React.useState('');
  const id = React.useId();

  return (
    <Layout>
      {open ? (
        <ClickAwayListener
          mouseEvent={mouseEvent}
          // Pointer events fire for touch too, so touch listening is turned off
          // with onPointerDown; otherwise a tap would count twice.
          touchEvent={mouseEvent === 'onPointerDown' ? false : 'onTouchEnd'}
          onClickAway={(event) => {
            setClosedBy(event.type);
            setOpen(false);
          }}
        >
          <Card>
            <Label htmlFor={`${id}-name`}>File name</Label>
            <Input id={`${id}-name`} defaultValue="quarterly-report-final.pdf" />
            <Fieldset>
              <legend>Listen to</legend>
              {(['onClick', 'onPointerDown'] as const).map((value) => (
                <Radio key={value}>
                  <input
                    type="radio"
                    name={`${id}-event`}
                    value={value}
                    checked={mouseEvent === value}
                    onChange={() => setMouseEvent(value)}
                  />
                  <code>{value}</code>
                </Radio>
              ))}
            </Fieldset>
          </Card>
        </ClickAwayListener>
      ) : (
        <TriggerButton type="button" onClick={() => setOpen(true)}>
          Rename file
        </TriggerButton>
      )}
      <Status aria-live="polite">
        {closedBy ? `Closed by a ${closedBy} event outside the card.` : 'Drag across the file name and release the mouse outside the card.'}
      </Status>
    </Layout>
  );
}

const Layout = styled('div')`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  min-height: 200px;
  font-size: 0.875rem;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const Card = styled('div')`
  box-sizing: border-box;
  width: 300px;
  max-width: 100%;
  padding: 16px;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  background-color: #fff;
  box-shadow: 0 4px 14px rgb(15 23 42 / 0.08);

  [data-mui-color-scheme='dark'] & {
    border-color: #334155;
    background-color: #1e293b;
    box-shadow: none;
  }
`;

const Label = styled('label')`
  display: block;
  margin-bottom: 4px;
  font-weight: 600;
`;

const Input = styled('input')`
  box-sizing: border-box;
  width: 100%;
  padding: 8px 10px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  background-color: #fff;
  color: #0f172a;
  font-family: inherit;
  font-size: 0.875rem;

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 1px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
    color: #e2e8f0;
  }
`;

const Fieldset = styled('fieldset')`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 12px 0 0;
  padding: 0;
  border: 0;

  & legend {
    float: left;
    width: 100%;
    margin-bottom: 4px;
    padding: 0;
    font-weight: 600;
  }
`;

const Radio = styled('label')`
  display: flex;
  align-items: center;
  gap: 6px;
  cursor: pointer;

  & input {
    margin: 0;
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

const Status = styled('p')`
  margin: 0;
  color: #475569;
  text-align: center;

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }
`;
