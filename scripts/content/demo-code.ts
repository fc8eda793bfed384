// A demo's source as the site shows it: TypeScript and the JavaScript made from it, each highlighted.
// TypeScript and Prettier are loaded on first use: a build whose demos all come from the cache needs neither.
import type ts from 'typescript';
import type { CodeVariant } from '../../client/app/preferences';
import { renderCodeBlock } from './code-block';

const BLANK_LINE = '/*__blank_line__*/';
const typescript = async () => (await import('typescript')).default;
const compilerOptions = (compiler: typeof ts): ts.CompilerOptions => ({
  jsx: compiler.JsxEmit.Preserve,
  target: compiler.ScriptTarget.ESNext,
  module: compiler.ModuleKind.ESNext,
  removeComments: false,
});

// Blank lines are kept through a marker because the compiler drops them, and a reader expects the same shape in
// both variants.
const markBlankLines = (source: string) => source.replace(/^[ \t]*$/gm, BLANK_LINE);
const formatted = async (outputText: string) =>
  (await import('prettier')).format(outputText.replace(new RegExp(`^[ \\t]*${BLANK_LINE.replace(/[*/]/g, '\\$&')};?[ \\t]*$`, 'gm'), ''), {
    parser: 'babel',
    singleQuote: true,
    printWidth: 85,
    trailingComma: 'all',
  });

/** The JavaScript version of a TypeScript demo: types removed by the TypeScript compiler, then formatted. */
export async function toJavaScript(source: string, fileName: string): Promise<string> {
  const compiler = await typescript();
  return formatted(compiler.transpileModule(markBlankLines(source), { fileName, compilerOptions: compilerOptions(compiler) }).outputText);
}

/** `toJavaScript` of many demos, with one TypeScript program between them (`transpileModules`). */
export async function toJavaScripts(demos: readonly { file: string; source: string }[]): Promise<string[]> {
  const { transpileModules } = await import('./transpile-modules');
  const stripped = transpileModules(
    demos.map(({ file, source }) => ({ fileName: file, source: markBlankLines(source) })),
    compilerOptions(await typescript()),
  );
  const javascript: string[] = [];
  for (const outputText of stripped) javascript.push(await formatted(outputText));
  return javascript;
}

/** Each variant of a demo's source as highlighted HTML, a plain CSS demo's stylesheet after it. */
export type DemoCode = Record<CodeVariant, string>;

/**
 * Where `compilePageDemos` gets a demo's highlighted sources: `file` (its path, as TypeScript reads it), its
 * `source` and, for a plain CSS demo, its `stylesheet`, both ending in one newline.
 */
export type DemoCodeSource = (file: string, source: string, stylesheet?: string) => Promise<DemoCode>;

const highlighted = (source: string, javascript: string, stylesheet: string | undefined): DemoCode => {
  const css = stylesheet === undefined ? '' : renderCodeBlock(stylesheet, 'css');
  return { TS: renderCodeBlock(source, 'tsx variant=TS') + css, JS: renderCodeBlock(javascript, 'jsx variant=JS') + css };
};

export const renderDemoCode: DemoCodeSource = async (file, source, stylesheet) =>
  highlighted(source, await toJavaScript(source, file), stylesheet);

/** `renderDemoCode` of many demos at once, the same HTML for less CPU. */
export async function renderDemoCodes(demos: readonly { file: string; source: string; stylesheet?: string }[]): Promise<DemoCode[]> {
  const javascript = await toJavaScripts(demos);
  return demos.map(({ source, stylesheet }, index) => highlighted(source, javascript[index], stylesheet));
}
