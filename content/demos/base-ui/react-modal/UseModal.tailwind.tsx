import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';

const filters = [
  { key: 'inStock', label: 'In stock only' },
  { key: 'freeShipping', label: 'Free shipping' },
  { key: 'topRated', label: '4 stars and up' },
] as const;

type Filter = (typeof filters)[number]['key'];

const pillButton =
  'cursor-pointer rounded-full border border-solid border-emerald-700 bg-emerald-700 px-5 py-2 [font-family:inherit] text-sm leading-normal font-semibold text-white hover:bg-emerald-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-300 dark:border-emerald-300 dark:bg-emerald-400 dark:text-emerald-950';

export default function UseModal() {
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState<Filter[]>(['inStock']);
  const toggle = (key: Filter) =>
    setActive((current) => (current.includes(key) ? current.filter((item) => item !== key) : [...current, key]));
  const labels = filters.filter((filter) => active.includes(filter.key)).map((filter) => filter.label);

  return (
    <div className="flex flex-wrap items-center gap-4">
      <button type="button" className={pillButton} onClick={() => setOpen(true)}>
        Filters ({active.length})
      </button>
      <p className="m-0 text-sm text-slate-600 dark:text-slate-300">{labels.length ? labels.join(', ') : 'No filters'}</p>
      <FilterSheet open={open} onClose={() => setOpen(false)} title="Filters">
        {filters.map((filter) => (
          <label key={filter.key} className="flex items-center gap-2.5 text-sm">
            <input
              type="checkbox"
              checked={active.includes(filter.key)}
              onChange={() => toggle(filter.key)}
              className="m-0 h-4 w-4 accent-emerald-700 dark:accent-emerald-400"
            />
            {filter.label}
          </label>
        ))}
        <button type="button" className={`${pillButton} mt-auto`} onClick={() => setOpen(false)}>
          Done
        </button>
      </FilterSheet>
    </div>
  );
}

interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
}

// A side sheet built from the modal hook: useModal gives the root and backdrop
// their behavior (Escape, backdrop clicks, scroll lock, aria-hidden on the rest
// of the page); Portal and FocusTrap do the rest, as inside the Modal component.
function FilterSheet(props: FilterSheetProps) {
  const { open, onClose, title, children } = props;
  const rootRef = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();
  const { getRootProps, getBackdropProps, portalRef } = useModal({ open, onClose, rootRef, children: null });

  if (!open) {
    return null;
  }
  // `open` is for backdrop components that animate; a div must not get it.
  const { open: backdropOpen, ...backdropProps } = getBackdropProps();
  return (
    <Portal ref={portalRef}>
      <div {...getRootProps()} className="fixed inset-0 z-[1300]">
        <div {...backdropProps} className="fixed inset-0 bg-slate-900/50" />
        <FocusTrap open>
          <aside
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            className="fixed inset-y-0 end-0 box-border flex w-[min(320px,85vw)] flex-col gap-3 bg-white p-6 text-slate-800 shadow-2xl outline-none dark:border-0 dark:border-s dark:border-solid dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            <h2 id={titleId} className="mt-0 mb-2 text-lg">
              {title}
            </h2>
            {children}
          </aside>
        </FocusTrap>
      </div>
    </Portal>
  );
}
