import { Switch } from '@mui/base/Switch';
import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';

export default function SwitchBothWays() {
  return (
    <div className="flex flex-col gap-4 text-sm text-slate-900 dark:text-slate-200">
      <label className="flex cursor-pointer items-center gap-3">
        <Switch
          defaultChecked
          // `group` on the root lets the slots react to its state classes.
          className="group relative inline-block h-6 w-10 shrink-0"
          slotProps={{
            track: {
              className:
                'absolute inset-0 rounded-full bg-slate-300 transition-colors group-[.base--checked]:bg-blue-700 group-[.base--focusVisible]:outline-3 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-300 dark:bg-slate-600 dark:group-[.base--checked]:bg-blue-400',
            },
            thumb: {
              className:
                'absolute start-[3px] top-[3px] size-[18px] rounded-full bg-white shadow-sm transition-[inset-inline-start] group-[.base--checked]:start-[19px]',
            },
            input: { role: 'switch', className: 'absolute inset-0 z-10 m-0 size-full cursor-[inherit] opacity-0' },
          }}
        />
        Weekly email digest
      </label>
      <label className="flex cursor-pointer items-center gap-3">
        <TextSwitch />
        Push notifications
      </label>
    </div>
  );
}

// The hook version renders its own markup and picks classes from its state.
function TextSwitch(props: UseSwitchParameters) {
  const { getInputProps, checked, focusVisible } = useSwitch(props);
  return (
    <span
      className={[
        'relative inline-flex h-6 min-w-[52px] shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
        checked
          ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-900'
          : 'border-slate-300 bg-slate-100 text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300',
        focusVisible ? 'outline-3 outline-offset-2 outline-blue-300' : '',
      ].join(' ')}
    >
      <input {...getInputProps({ role: 'switch' })} className="absolute inset-0 m-0 size-full cursor-[inherit] opacity-0" />
      <span aria-hidden="true">{checked ? 'On' : 'Off'}</span>
    </span>
  );
}
