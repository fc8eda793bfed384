import * as React from 'react';
import { Button, ButtonProps } from '@mui/base/Button';

export default function UnstyledButton() {
  return (
    <div className="flex gap-3">
      <PrimaryButton>Save draft</PrimaryButton>
      <PrimaryButton disabled>Publish</PrimaryButton>
    </div>
  );
}

// Base UI's state classes (base--active, base--focusVisible, base--disabled)
// are reached with arbitrary variants.
const PrimaryButton = React.forwardRef<HTMLButtonElement, ButtonProps>(function PrimaryButton(props, ref) {
  return (
    <Button
      ref={ref}
      {...props}
      className={[
        'cursor-pointer rounded-lg border border-blue-800 bg-blue-700 px-4 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white transition-colors',
        'hover:bg-blue-800 [&.base--active]:bg-blue-900',
        '[&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300',
        '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-50',
        'dark:border-blue-300 dark:bg-blue-400 dark:text-slate-900 dark:hover:bg-blue-300',
        props.className,
      ].join(' ')}
    />
  );
});
