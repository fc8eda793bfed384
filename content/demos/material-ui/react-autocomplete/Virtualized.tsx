import * as React from 'react';
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
const OVERSCAN = 6;

// The option the keyboard or pointer highlights, so the window can follow it past the rendered rows.
const HighlightContext = React.createContext<string | null>(null);

type OptionElement = React.ReactElement<{ 'data-product': string; className?: string; 'aria-setsize'?: number }>;

const WindowedListbox = React.forwardRef<HTMLUListElement, React.HTMLAttributes<HTMLUListElement>>(function WindowedListbox(
  { children, style, ...other },
  forwardedRef,
) {
  const rows = React.Children.toArray(children) as OptionElement[];
  const highlighted = React.useContext(HighlightContext);
  const listRef = React.useRef<HTMLUListElement | null>(null);
  const [scrollTop, setScrollTop] = React.useState<number>(0);
  const [viewHeight, setViewHeight] = React.useState<number>(ROW_HEIGHT * 8);

  const setRefs = (node: HTMLUListElement | null) => {
    listRef.current = node;
    if (typeof forwardedRef === 'function') forwardedRef(node);
    else if (forwardedRef) forwardedRef.current = node;
  };

  React.useLayoutEffect(() => {
    if (listRef.current) setViewHeight(listRef.current.clientHeight);
  }, [rows.length]);

  // Keys such as Page Down and End can highlight a row that is not rendered yet: scroll it into the window.
  const highlightedIndex = rows.findIndex((row) => row.props['data-product'] === highlighted);
  React.useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || highlightedIndex === -1) return;
    const top = highlightedIndex * ROW_HEIGHT;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + ROW_HEIGHT > list.scrollTop + list.clientHeight) list.scrollTop = top + ROW_HEIGHT - list.clientHeight;
  }, [highlightedIndex]);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + viewHeight) / ROW_HEIGHT) + OVERSCAN);

  return (
    <ul {...other} ref={setRefs} style={{ ...style, padding: 0 }} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      {first > 0 ? <li role="presentation" style={{ height: first * ROW_HEIGHT }} /> : null}
      {rows.slice(first, last).map((row, offset) =>
        React.cloneElement(row, {
          // Screen readers announce "3 of 120" although only a few rows exist in the page.
          'aria-setsize': rows.length,
          // The Autocomplete marks its highlighted option by class name; a row rendered later gets it here.
          className: first + offset === highlightedIndex ? `${row.props.className ?? ''} Mui-focused` : row.props.className,
        }),
      )}
      {last < rows.length ? <li role="presentation" style={{ height: (rows.length - last) * ROW_HEIGHT }} /> : null}
    </ul>
  );
});

export default function Virtualized() {
  const [highlighted, setHighlighted] = React.useState<string | null>(null);

  return (
    <HighlightContext.Provider value={highlighted}>
      <Autocomplete
        options={products}
        disableListWrap
        ListboxComponent={WindowedListbox}
        onHighlightChange={(_event, option) => setHighlighted(option)}
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
    </HighlightContext.Provider>
  );
}
