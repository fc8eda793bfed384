import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

interface Book {
  isbn: string;
  title: string;
  author: string;
}

const catalog: Book[] = [
  { isbn: '9780141439518', title: 'Pride and Prejudice', author: 'Jane Austen' },
  { isbn: '9780141439600', title: 'A Tale of Two Cities', author: 'Charles Dickens' },
  { isbn: '9780143105954', title: 'The Count of Monte Cristo', author: 'Alexandre Dumas' },
  { isbn: '9780140449136', title: 'Crime and Punishment', author: 'Fyodor Dostoevsky' },
  { isbn: '9780140447934', title: 'War and Peace', author: 'Leo Tolstoy' },
  { isbn: '9780141182803', title: 'To the Lighthouse', author: 'Virginia Woolf' },
  { isbn: '9780060883287', title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez' },
  { isbn: '9780385474542', title: 'Things Fall Apart', author: 'Chinua Achebe' },
  { isbn: '9780679720201', title: 'The Stranger', author: 'Albert Camus' },
  { isbn: '9780141187761', title: 'Nineteen Eighty-Four', author: 'George Orwell' },
  { isbn: '9780156012195', title: 'The Little Prince', author: 'Antoine de Saint-Exupéry' },
  { isbn: '9780142437230', title: 'Don Quixote', author: 'Miguel de Cervantes' },
];

// Stands in for a search endpoint: answers after a delay that varies with the query.
function searchBooks(query: string): Promise<Book[]> {
  const q = query.toLowerCase();
  return new Promise((resolve) => {
    setTimeout(
      () => resolve(catalog.filter((book) => book.title.toLowerCase().includes(q) || book.author.toLowerCase().includes(q))),
      300 + (query.length % 3) * 250,
    );
  });
}

export default function AsyncAutocomplete() {
  const [value, setValue] = React.useState<Book | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  // What the reader typed: unlike inputValue, it does not change when an option is picked.
  const [query, setQuery] = React.useState('');
  const [results, setResults] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < 2) {
      setResults([]);
      setLoading(false);
      return undefined;
    }
    let active = true;
    setLoading(true);
    // Wait for a pause in typing, then search; ignore answers to earlier queries.
    const timer = setTimeout(() => {
      searchBooks(trimmed).then((books) => {
        if (active) {
          setResults(books);
          setLoading(false);
        }
      });
    }, 250);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [query]);

  // Keep the current value among the options, so Autocomplete can match it.
  const options = value ? [value, ...results.filter((book) => book.isbn !== value.isbn)] : results;

  return (
    <FormControl sx={{ width: 340 }}>
      <FormLabel>Book</FormLabel>
      <Autocomplete
        placeholder="Title or author"
        options={options}
        value={value}
        onChange={(_event, newValue) => setValue(newValue)}
        inputValue={inputValue}
        onInputChange={(_event, newInputValue, reason) => {
          setInputValue(newInputValue);
          if (reason !== 'reset') {
            setQuery(newInputValue);
          }
        }}
        // The server already filtered: show its results as they are.
        filterOptions={(x) => x}
        getOptionLabel={(option) => `${option.title} (${option.author})`}
        isOptionEqualToValue={(option, selected) => option.isbn === selected.isbn}
        loading={loading}
        loadingText="Searching…"
        noOptionsText={query.trim().length < 2 ? 'Type at least two letters' : 'No books found'}
        endDecorator={loading ? <CircularProgress size="sm" sx={{ bgcolor: 'background.surface' }} /> : null}
      />
      <FormHelperText>Results arrive after a simulated network delay.</FormHelperText>
    </FormControl>
  );
}
