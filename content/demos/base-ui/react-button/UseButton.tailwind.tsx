import * as React from 'react';
import { useButton } from '@mui/base/useButton';

export default function UseButton() {
  const [count, setCount] = React.useState(0);
  return (
    <div className="flex items-center gap-4">
      <CartButton onClick={() => setCount((value) => value + 1)}>Add to cart</CartButton>
      <p aria-live="polite" className="m-0 text-sm text-slate-700 dark:text-slate-300">
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
  return (
    <button
      {...getRootProps(other)}
      className={[
        'cursor-pointer rounded-full border border-emerald-700 bg-emerald-700 px-4 py-2 [font-family:inherit] text-sm font-semibold text-white hover:bg-emerald-800',
        'dark:border-emerald-300 dark:bg-emerald-400 dark:text-emerald-950',
        active ? 'scale-[0.97]' : '',
        focusVisible ? 'outline-3 outline-offset-2 outline-emerald-300' : '',
      ].join(' ')}
    >
      {children}
    </button>
  );
});
