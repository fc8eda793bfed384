import * as React from 'react';
import { useButton } from '@mui/base/useButton';

// The rules are in UseButton.css.
export default function UseButton() {
  const [count, setCount] = React.useState(0);
  return (
    <div className="cart-demo">
      <CartButton onClick={() => setCount((value) => value + 1)}>Add to cart</CartButton>
      <p aria-live="polite" className="cart-demo-status">
        {count === 1 ? '1 item in your cart' : `${count} items in your cart`}
      </p>
    </div>
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
  const className = ['cart-demo-button', active && 'active', focusVisible && 'focus-visible'];
  return (
    <button {...getRootProps(other)} className={className.filter(Boolean).join(' ')}>
      {children}
    </button>
  );
});
