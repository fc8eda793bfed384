import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

const filters = [
  { key: 'inStock', label: 'In stock only' },
  { key: 'freeShipping', label: 'Free shipping' },
  { key: 'topRated', label: '4 stars and up' },
] as const;

type Filter = (typeof filters)[number]['key'];

export default function UseModal() {
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState<Filter[]>(['inStock']);
  const toggle = (key: Filter) =>
    setActive((current) => (current.includes(key) ? current.filter((item) => item !== key) : [...current, key]));
  const labels = filters.filter((filter) => active.includes(filter.key)).map((filter) => filter.label);

  return (
    <Stack>
      <TriggerButton type="button" onClick={() => setOpen(true)}>
        Filters ({active.length})
      </TriggerButton>
      <Status>{labels.length ? labels.join(', ') : 'No filters'}</Status>
      <FilterSheet open={open} onClose={() => setOpen(false)} title="Filters">
        {filters.map((filter) => (
          <Option key={filter.key}>
            <input type="checkbox" checked={active.includes(filter.key)} onChange={() => toggle(filter.key)} />
            {filter.label}
          </Option>
        ))}
        <DoneButton type="button" onClick={() => setOpen(false)}>
          Done
        </DoneButton>
      </FilterSheet>
    </Stack>
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
      <SheetRoot {...getRootProps()}>
        <Backdrop {...backdropProps} />
        <FocusTrap open>
          <Sheet role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
            <h2 id={titleId}>{title}</h2>
            {children}
          </Sheet>
        </FocusTrap>
      </SheetRoot>
    </Portal>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
});

const Status = styled('p')`
  margin: 0;
  font-size: 0.875rem;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const TriggerButton = styled('button')`
  font-family: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  line-height: 1.5;
  padding: 8px 20px;
  border: 1px solid #047857;
  border-radius: 999px;
  background-color: #047857;
  color: #fff;
  cursor: pointer;

  &:hover {
    background-color: #065f46;
  }

  &:focus-visible {
    outline: 3px solid #6ee7b7;
    outline-offset: 2px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #6ee7b7;
    background-color: #34d399;
    color: #022c22;
  }
`;

const SheetRoot = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
});

const Backdrop = styled('div')({
  position: 'fixed',
  inset: 0,
  backgroundColor: 'rgb(15 23 42 / 0.5)',
});

const Sheet = styled('aside')`
  position: fixed;
  top: 0;
  bottom: 0;
  right: 0;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: min(320px, 85vw);
  padding: 24px;
  background-color: #fff;
  color: #1e293b;
  box-shadow: -16px 0 40px rgb(15 23 42 / 0.2);
  outline: none;

  & h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }

  [data-mui-color-scheme='dark'] & {
    border-left: 1px solid #334155;
    background-color: #0f172a;
    color: #f1f5f9;
  }
`;

const Option = styled('label')`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 0.875rem;

  & input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: #047857;
  }

  [data-mui-color-scheme='dark'] & input {
    accent-color: #34d399;
  }
`;

const DoneButton = styled(TriggerButton)({
  marginTop: 'auto',
});
