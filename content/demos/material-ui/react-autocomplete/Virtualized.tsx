import * as React from 'react';
import { flushSync } from 'react-dom';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const colors = ['Amber', 'Black', 'Coral', 'Denim', 'Forest', 'Gray', 'Ivory', 'Navy', 'Olive', 'Sand'];
const fabrics = ['cotton', 'linen', 'wool', 'fleece', 'canvas', 'silk', 'denim', 'jersey', 'corduroy', 'tweed'];
const items = ['shirt', 'jacket', 'scarf', 'hoodie', 'cap', 'skirt', 'apron', 'vest', 'tote bag', 'blazer'];
const sizes = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'];

// 10,000 products built from fixed word lists, so the server and the browser agree on every option.
const products: string[] = colors.flatMap((color) =>
  fabrics.flatMap((fabric) => items.flatMap((item) => sizes.map((size) => `${color} ${fabric} ${item}, ${size}`))),
);

const ROW_HEIGHT = 40;
// More than the 5 rows Page Up and Page Down move, so their target is always rendered.
const OVERSCAN = 6;

interface WindowState {
  /** The option the keyboard or pointer highlights, so a row rendered later can show it. */
  highlighted: string | null;
  /** Set by the list: scrolls to its first or last row at once, before the Autocomplete looks for it. */
  jumpRef: React.MutableRefObject<((to: 'start' | 'end') => void) | null>;
}

const WindowContext = React.createContext<WindowState | null>(null);

type OptionElement = React.ReactElement<{ 'data-product': string; className?: string; 'aria-setsize'?: number }>;

const WindowedListbox = React.forwardRef<HTMLUListElement, React.HTMLAttributes<HTMLUListElement>>(function WindowedListbox(
  { children, style, ...other },
  forwardedRef,
) {
  const rows = React.Children.toArray(children) as OptionElement[];
  const windowState = React.useContext(WindowContext);
  const listRef = React.useRef<HTMLUListElement | null>(null);
  const [scrollTop, setScrollTop] = React.useState<number>(0);
  const [viewHeight, setViewHeight] = React.useState<number>(ROW_HEIGHT * 8);

  // A stable callback: the Autocomplete syncs its highlight each time its listbox ref is set again.
  const setRefs = React.useCallback(
    (node: HTMLUListElement | null) => {
      listRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );

  React.useLayoutEffect(() => {
    if (listRef.current) setViewHeight(listRef.current.clientHeight);
  }, [rows.length]);

  React.useEffect(() => {
    if (!windowState) return undefined;
    const { jumpRef } = windowState;
    jumpRef.current = (to) => {
      const list = listRef.current;
      if (!list) return;
      list.scrollTop = to === 'start' ? 0 : list.scrollHeight;
      // Render the new window synchronously, so the row is in the page when the Autocomplete handles the key.
      flushSync(() => setScrollTop(list.scrollTop));
    };
    return () => {
      jumpRef.current = null;
    };
  }, [windowState]);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + viewHeight) / ROW_HEIGHT) + OVERSCAN);

  return (
    <ul {...other} ref={setRefs} style={{ ...style, padding: 0 }} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      {first > 0 ? <li role="presentation" style={{ height: first * ROW_HEIGHT }} /> : null}
      {rows.slice(first, last).map((row) =>
        React.cloneElement(row, {
          // Screen readers announce "3 of 120" although only a few rows exist in the page.
          'aria-setsize': rows.length,
          // The Autocomplete marks its highlighted option with a class when it highlights it; a row that
          // scrolled out of the window and back is a new element, so it gets the class here.
          className:
            row.props['data-product'] === windowState?.highlighted ? `${row.props.className ?? ''} Mui-focused` : row.props.className,
        }),
      )}
      {last < rows.length ? <li role="presentation" style={{ height: (rows.length - last) * ROW_HEIGHT }} /> : null}
    </ul>
  );
});

export default function Virtualized() {
  const [highlighted, setHighlighted] = React.useState<string | null>(null);
  const jumpRef = React.useRef<((to: 'start' | 'end') => void) | null>(null);
  const windowState = React.useMemo(() => ({ highlighted, jumpRef }), [highlighted]);

  return (
    <WindowContext.Provider value={windowState}>
      <Autocomplete
        options={products}
        disableListWrap
        ListboxComponent={WindowedListbox}
        onHighlightChange={(_event, option) => setHighlighted(option)}
        onKeyDown={(event) => {
          // Home and End highlight the first and last option, which only exist once the window is there.
          if (event.key === 'Home') jumpRef.current?.('start');
          if (event.key === 'End') jumpRef.current?.('end');
        }}
        renderOption={(props, option, { index }) => {
          const { key, ...optionProps } = props as typeof props & { key: React.Key };
          return (
            <li
              key={key}
              {...optionProps}
              data-product={option}
              aria-posinset={index + 1}
              style={{ height: ROW_HEIGHT, minHeight: ROW_HEIGHT, whiteSpace: 'nowrap' }}
            >
              {option}
            </li>
          );
        }}
        sx={{ width: 320 }}
        renderInput={(params) => <TextField {...params} label="Product" helperText="10,000 options, about 20 in the page at a time" />}
      />
    </WindowContext.Provider>
  );
}
