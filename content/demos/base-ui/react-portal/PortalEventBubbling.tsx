import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

export default function PortalEventBubbling() {
  const cardRef = React.useRef<HTMLDivElement>(null);
  const outsideRef = React.useRef<HTMLDivElement>(null);
  const [reactClicks, setReactClicks] = React.useState(0);
  const [domClicks, setDomClicks] = React.useState(0);

  // A listener on the card's DOM element sees only clicks from its DOM descendants.
  React.useEffect(() => {
    const card = cardRef.current!;
    const count = () => setDomClicks((value) => value + 1);
    card.addEventListener('click', count);
    return () => card.removeEventListener('click', count);
  }, []);

  return (
    <Root>
      {/* Comes before the Portal in the tree, so its ref is set when Portal calls the function. */}
      <Outside ref={outsideRef}>
        <CardTitle>Outside the card in the DOM</CardTitle>
      </Outside>
      {/* React's onClick sees clicks from every React descendant, portaled ones too. */}
      <Card ref={cardRef} onClick={() => setReactClicks((value) => value + 1)}>
        <CardTitle>Card</CardTitle>
        <Button type="button">Inside the card</Button>
        <Portal container={() => outsideRef.current}>
          <Button type="button">Portaled out of the card</Button>
        </Portal>
        <Counts>
          <span>Clicks seen by React onClick: {reactClicks}</span>
          <span>Clicks seen by a DOM listener: {domClicks}</span>
        </Counts>
      </Card>
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
`;

const box = `
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  padding: 12px;
  border-radius: 12px;
  color: #0f172a;

  [data-mui-color-scheme='dark'] & {
    color: #e2e8f0;
  }
`;

const Card = styled('div')`
  ${box}
  border: 1px solid #cbd5e1;
  background-color: #fff;

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #1e293b;
  }
`;

const Outside = styled('div')`
  ${box}
  border: 1px dashed #94a3b8;

  [data-mui-color-scheme='dark'] & {
    border-color: #64748b;
  }
`;

const CardTitle = styled('p')`
  margin: 0;
  font-weight: 600;
`;

const Counts = styled('p')`
  display: flex;
  flex-direction: column;
  margin: 0;
  font-family: monospace;
  font-size: 0.8125rem;
`;

const Button = styled('button')`
  padding: 4px 10px;
  font-family: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.5;
  color: #fff;
  background-color: #1d4ed8;
  border: 1px solid #1e40af;
  border-radius: 8px;
  cursor: pointer;

  &:hover {
    background-color: #1e40af;
  }

  &:focus-visible {
    outline: 3px solid #93c5fd;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    color: #0f172a;
    background-color: #60a5fa;
    border-color: #93c5fd;
  }
`;
