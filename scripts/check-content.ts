// `npm run check:content`: compiles every Markdown page and checks its links
// without writing anything, so writers can check their pages while a build runs.
import { join } from 'node:path';
import { ALL_MENUS } from '../content/menus';
import { leafPages, validateMenus } from '../worker/menus/tree';
import { checkLinks } from './content/links';
import { compileContentPages } from './content/pages-fs';

const root = join(import.meta.dirname, '..');
validateMenus(ALL_MENUS);
const menuPaths = new Set(ALL_MENUS.flatMap((tree) => leafPages(tree).map((page) => page.pathname)));
const compiled = compileContentPages(join(root, 'content/pages'));
const report = checkLinks(compiled, menuPaths);
const only = process.argv[2];
const pending = only ? report.pending.filter((line) => line.startsWith(only)) : report.pending;
console.log(`${compiled.length} pages compiled; ${report.broken.length} broken links; ${pending.length} links to pages not written yet`);
for (const line of report.broken) console.log(`  broken: ${line}`);
if (report.broken.length) process.exit(1);
