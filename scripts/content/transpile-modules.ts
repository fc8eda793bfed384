import ts from 'typescript';

/** What `ts.transpileModule` uses of TypeScript that TypeScript does not list among its public functions. */
interface TranspileInternals {
  fixupCompilerOptions(options: ts.CompilerOptions, diagnostics: ts.Diagnostic[]): ts.CompilerOptions;
  getDefaultCompilerOptions(): ts.CompilerOptions;
  transpileOptionValueCompilerOptions: readonly { name: string; transpileOptionValue: unknown }[];
  optionsRedundantWithVerbatimModuleSyntax: ReadonlySet<string>;
  getNewLineCharacter(options: ts.CompilerOptions): string;
  getEmitScriptTarget(options: ts.CompilerOptions): ts.ScriptTarget;
  getImpliedNodeFormatForFile(
    path: string,
    cache: undefined,
    host: ts.ModuleResolutionHost,
    options: ts.CompilerOptions,
  ): ts.ResolutionMode;
  getSetExternalModuleIndicator(options: ts.CompilerOptions): (file: ts.SourceFile) => void;
  toPath(fileName: string, basePath: string, getCanonicalFileName: (fileName: string) => string): string;
  normalizePath(path: string): string;
}
const internals = ts as unknown as TranspileInternals;

/** A file whose emit could depend on another file of the same program: a script, or one that declares something global. */
export const needsProgramOfItsOwn = (source: string) => /\bdeclare\s+(global|module|namespace)\b/.test(source);

/**
 * `ts.transpileModule` for many files: the same options and compiler host, and the same output, but one program
 * and one type checker for all of them. transpileModule builds a program and a checker per file, about 10 ms of
 * CPU each (most of it allocating the checker, and collecting it): 13 s for the site's 1,289 demos. Each file is
 * emitted on its own, and with `noResolve` and `isolatedModules` (transpileModule's own) a module's emit reads
 * nothing of the others; scripts and files that declare something global, which could, get transpileModule itself.
 */
export function transpileModules(inputs: readonly { fileName: string; source: string }[], compilerOptions: ts.CompilerOptions): string[] {
  const outputs: string[] = new Array(inputs.length);
  const diagnostics: ts.Diagnostic[] = [];
  // As transpileModule sets them up (typescript/src/services/transpile.ts, transpileWorker).
  const options = internals.fixupCompilerOptions(compilerOptions, diagnostics);
  const defaults = internals.getDefaultCompilerOptions();
  for (const key of Object.keys(defaults)) if (options[key] === undefined) options[key] = defaults[key];
  for (const option of internals.transpileOptionValueCompilerOptions) {
    if (options.verbatimModuleSyntax && internals.optionsRedundantWithVerbatimModuleSyntax.has(option.name)) continue;
    options[option.name] = option.transpileOptionValue as ts.CompilerOptionsValue;
  }
  options.suppressOutputPathCheck = true;
  options.allowNonTsExtensions = true;
  options.declaration = false;
  options.declarationMap = false;

  const files = new Map<string, { index: number; sourceFile: ts.SourceFile }>();
  const host: ts.CompilerHost = {
    getSourceFile: (fileName) => files.get(fileName)?.sourceFile,
    writeFile: () => undefined,
    getDefaultLibFileName: () => 'lib.d.ts',
    useCaseSensitiveFileNames: () => false,
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => '',
    getNewLine: () => internals.getNewLineCharacter(options),
    fileExists: (fileName) => files.has(fileName),
    readFile: () => '',
    directoryExists: () => true,
    getDirectories: () => [],
  };
  inputs.forEach(({ fileName, source }, index) => {
    const sourceFile = ts.createSourceFile(fileName, source, {
      languageVersion: internals.getEmitScriptTarget(options),
      impliedNodeFormat: internals.getImpliedNodeFormatForFile(
        internals.toPath(fileName, '', (name) => name),
        undefined,
        host,
        options,
      ),
      setExternalModuleIndicator: internals.getSetExternalModuleIndicator(options),
      jsDocParsingMode: ts.JSDocParsingMode.ParseAll,
    });
    const key = internals.normalizePath(fileName);
    const shared = (sourceFile as ts.SourceFile & { externalModuleIndicator?: unknown }).externalModuleIndicator;
    if (!shared || needsProgramOfItsOwn(source) || files.has(key)) {
      outputs[index] = ts.transpileModule(source, { fileName, compilerOptions }).outputText;
    } else files.set(key, { index, sourceFile });
  });
  if (files.size) {
    const program = ts.createProgram([...files.keys()], options, host);
    for (const { index, sourceFile } of files.values()) {
      program.emit(sourceFile, (name, text) => {
        if (!name.endsWith('.map')) outputs[index] = text;
      });
    }
  }
  return outputs;
}
