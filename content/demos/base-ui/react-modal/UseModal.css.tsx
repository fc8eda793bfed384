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

// The rules are in UseModal.css.
export default function UseModal() {
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState<Filter[]>(['inStock']);
  const toggle = (key: Filter) =>
    setActive((current) => (current.includes(key) ? current.filter((item) => item !== key) : [...current, key]));
  const labels = filters.filter((filter) => active.includes(filter.key)).map((filter) => filter.label);

  return (
    <div className="use-modal">
      <button type="button" className="use-modal-button" onClick={() => setOpen(true)}>
        Filters ({active.length})
      </button>
      <p className="use-modal-status">{labels.length ? labels.join(', ') : 'No filters'}</p>
      <FilterSheet open={open} onClose={() => setOpen(false)} title="Filters">
        {filters.map((filter) => (
          <label key={filter.key} className="use-modal-option">
            <input type="checkbox" checked={active.includes(filter.key)} onChange={() => toggle(filter.key)} />
            {filter.label}
          </label>
        ))}
        <button type="button" className="use-modal-button use-modal-done" onClick={() => setOpen(false)}>
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
      <div {...getRootProps()} className="use-modal-root">
        <div {...backdropProps} className="use-modal-backdrop" />
        <FocusTrap open>
          <aside role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="use-modal-sheet">
            <h2 id={titleId}>{title}</h2>
            {children}
          </aside>
        </FocusTrap>
      </div>
    </Portal>
  );
}
