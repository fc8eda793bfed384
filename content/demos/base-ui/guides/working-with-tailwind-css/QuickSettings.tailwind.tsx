import { Switch, SwitchProps } from '@mui/base/Switch';

export default function QuickSettings() {
  return (
    <div className="flex w-full max-w-[320px] flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm text-slate-900 dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
      <SettingRow label="Wi-Fi" defaultChecked />
      <SettingRow label="Bluetooth" />
      <SettingRow label="Airplane mode" hint="Managed by your organization" disabled />
    </div>
  );
}

function SettingRow({ label, hint, ...props }: SwitchProps & { label: string; hint?: string }) {
  return (
    <label
      className={['flex items-center justify-between gap-4 px-4 py-3', props.disabled ? 'cursor-not-allowed' : 'cursor-pointer'].join(' ')}
    >
      <span className="flex flex-col">
        <span className="font-medium">{label}</span>
        {hint ? <span className="text-xs text-slate-500 dark:text-slate-400">{hint}</span> : null}
      </span>
      <Switch
        {...props}
        // `group` marks the root; its slots react to the root's state classes
        // with group-[.base--checked], group-[.base--disabled] and so on.
        className="group relative inline-block h-6 w-10 shrink-0"
        slotProps={{
          track: {
            className: [
              'absolute inset-0 rounded-full bg-slate-300 transition-colors dark:bg-slate-600',
              'group-[.base--checked]:bg-blue-700 dark:group-[.base--checked]:bg-blue-400',
              'group-[.base--focusVisible]:outline-3 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-300',
              'group-[.base--disabled]:opacity-40',
            ].join(' '),
          },
          thumb: {
            className:
              'absolute start-[3px] top-[3px] size-[18px] rounded-full bg-white shadow-sm transition-[inset-inline-start] group-[.base--checked]:start-[19px]',
          },
          input: {
            role: 'switch',
            className: 'absolute inset-0 z-10 m-0 size-full cursor-[inherit] opacity-0',
          },
        }}
      />
    </label>
  );
}
