import { highlightRuns } from '../../../search/highlight';

/** Text with the matched words in `<mark>` (React escapes the text: it may come from the reader's query). */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return <>{highlightRuns(text, terms).map((run, index) => (run.match ? <mark key={index}>{run.text}</mark> : run.text))}</>;
}
