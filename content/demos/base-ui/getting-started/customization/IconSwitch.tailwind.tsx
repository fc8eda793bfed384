import * as React from 'react';
import { Switch, SwitchProps, SwitchThumbSlotProps } from '@mui/base/Switch';

export default function IconSwitch() {
  return (
    <div className="flex flex-col gap-4 text-sm text-slate-900 dark:text-slate-200">
      <label className="flex cursor-pointer items-center gap-3">
        <IconSwitchControl defaultChecked />
        Install updates automatically
      </label>
      <label className="flex cursor-pointer items-center gap-3">
        <IconSwitchControl />
        Share usage statistics
      </label>
    </div>
  );
}

function IconSwitchControl(props: SwitchProps) {
  return (
    <Switch
      {...props}
      className="group relative inline-block h-7 w-[52px] shrink-0"
      slots={{ thumb: Thumb }}
      slotProps={{
        track: {
          className:
            'absolute inset-0 rounded-full bg-slate-400 transition-colors group-[.base--checked]:bg-blue-700 group-[.base--focusVisible]:outline-3 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-300 dark:bg-slate-600 dark:group-[.base--checked]:bg-blue-400',
        },
        input: { role: 'switch', className: 'absolute inset-0 z-10 m-0 size-full cursor-[inherit] opacity-0' },
      }}
    />
  );
}

// The thumb slot is a component of our own: Base UI passes it the owner
// state, so it can draw a different icon when the switch is on.
const Thumb = React.forwardRef<HTMLSpanElement, SwitchThumbSlotProps>(function Thumb(props, ref) {
  // ownerState is for us, not for the DOM: take it out before spreading.
  const { ownerState, className, ...other } = props;
  return (
    <span
      ref={ref}
      {...other}
      className={[
        className,
        'absolute top-[3px] flex size-[22px] items-center justify-center rounded-full bg-white transition-[inset-inline-start]',
        ownerState.checked ? 'start-[27px] text-blue-700 dark:text-blue-800' : 'start-[3px] text-slate-500',
      ].join(' ')}
    >
      <svg
        viewBox="0 0 16 16"
        aria-hidden="true"
        className="size-3.5 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]"
      >
        {ownerState.checked ? <path d="M3.5 8.5l3 3 6-7" /> : <path d="M4.5 4.5l7 7m0-7l-7 7" />}
      </svg>
    </span>
  );
});
