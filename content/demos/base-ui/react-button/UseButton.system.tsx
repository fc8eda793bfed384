import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import { styled } from '@mui/system';

export default function UseButton() {
  const [count, setCount] = React.useState(0);
  return (
    <Stack>
      <CartButton onClick={() => setCount((value) => value + 1)}>Add to cart</CartButton>
      <Status aria-live="polite">{count === 1 ? '1 item in your cart' : `${count} items in your cart`}</Status>
    </Stack>
  );
}

const CartButton = React.forwardRef(function CartButton(
  props: React.ButtonHTMLAttributes<HTMLButtonElement>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { children, disabled, ...other } = props;
  // `rootElementName` tells the hook which element it is spread on, so the
  // server renders the same attributes as the browser.
  const { active, focusVisible, getRootProps } = useButton({
    disabled,
    rootRef: ref,
    rootElementName: 'button',
  });
  return (
    <Root {...getRootProps(other)} className={[active && 'active', focusVisible && 'focus-visible'].filter(Boolean).join(' ')}>
      {children}
    </Root>
  );
});

const Stack = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
});

const Status = styled('p')`
  margin: 0;
  font-size: 0.875rem;
  color: #334155;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const Root = styled('button')`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  padding: 8px 16px;
  border: 1px solid #047857;
  border-radius: 999px;
  background-color: #047857;
  color: #fff;
  cursor: pointer;

  &:hover {
    background-color: #065f46;
  }

  &.active {
    transform: scale(0.97);
  }

  &.focus-visible {
    outline: 3px solid #6ee7b7;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #6ee7b7;
    background-color: #34d399;
    color: #022c22;
  }
`;
