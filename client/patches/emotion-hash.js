// @emotion/hash 0.9.2 (MurmurHash2 of a style's text, the class name's suffix), remembered by its
// text. Put in its place by the bundlers (wrangler.toml's [alias], for the worker and the browser).
//
// Emotion serializes and hashes a styled component's styles on every render, so a page of demos
// hashes the same texts again and again: Autocomplete's page hashes 931 texts, 575,000 characters,
// of which 79 texts (99,000 characters) are distinct, as its demos hydrate. Hashing in JavaScript
// took 5 to 10 ms of a hydration task on this machine, four times that on a phone; looking a text up
// in a Map is native code. The results are the package's own.
import murmur2 from '../../node_modules/@emotion/hash/dist/emotion-hash.esm.js';
import { rememberByString } from './remember-by-string';

// One million characters (about 2 MB) of remembered text at most: a page's distinct styles are a tenth of that.
export default rememberByString(murmur2, 1 << 20);
