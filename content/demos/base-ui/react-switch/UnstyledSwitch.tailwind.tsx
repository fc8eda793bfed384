import { Switch, SwitchProps } from '@mui/base/Switch';

export default function UnstyledSwitch() {
  return (
    <div className="flex flex-col gap-3.5">
      <label className={rowClassName}>
        <StyledSwitch defaultChecked />
        Wi-Fi
      </label>
      <label className={rowClassName}>
        <StyledSwitch />
        Bluetooth
      </label>
      <label className={rowClassName}>
        <StyledSwitch disabled />
        Airplane mode (set by your administrator)
      </label>
    </div>
  );
}

// The label wraps the switch, so clicking the text toggles it too, and the
// input inside takes its name from the text.
const rowClassName =
  'flex cursor-pointer items-center gap-3 text-sm text-slate-900 has-[.base--disabled]:cursor-not-allowed has-[.base--disabled]:text-slate-500 dark:text-slate-200 dark:has-[.base--disabled]:text-slate-400';

// The root is a `group`, so the track and thumb can follow its state classes.
function StyledSwitch(props: SwitchProps) {
  return (
    <Switch
      {...props}
      className="group relative inline-block h-6 w-10 shrink-0 cursor-pointer [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-50"
      slotProps={{
        // The native checkbox covers the whole switch, invisible, and takes the clicks.
        input: { role: 'switch', className: 'absolute inset-0 z-1 m-0 size-full cursor-[inherit] opacity-0' },
        track: {
          className: [
            'absolute inset-0 rounded-xl bg-slate-300 transition-colors dark:bg-slate-600',
            'group-[.base--checked]:bg-blue-700 dark:group-[.base--checked]:bg-blue-400',
            'group-[.base--focusVisible]:outline-3 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-300',
          ].join(' '),
        },
        thumb: {
          className:
            'absolute start-[3px] top-[3px] size-4.5 rounded-full bg-white shadow-[0_1px_2px_rgb(15_23_42/0.3)] transition-[inset-inline-start] group-[.base--checked]:start-[19px] dark:group-[.base--checked]:bg-slate-900',
        },
      }}
    />
  );
}
