/**
 * `fn`, remembered by its argument: for a pure function of a string that is asked about the same long
 * strings again and again. Memory stays bounded: once the remembered arguments would pass `maxChars`
 * characters in all, everything is forgotten and it starts again (an argument longer than that is
 * never kept).
 */
export function rememberByString<T>(fn: (input: string) => T, maxChars: number): (input: string) => T {
  let kept = new Map<string, T>();
  let keptChars = 0;
  return (input) => {
    const known = kept.get(input);
    if (known !== undefined) return known;
    const value = fn(input);
    if (input.length <= maxChars) {
      if (keptChars + input.length > maxChars) {
        kept = new Map();
        keptChars = 0;
      }
      kept.set(input, value);
      keptChars += input.length;
    }
    return value;
  };
}
