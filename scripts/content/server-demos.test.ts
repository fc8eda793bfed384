import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { serverDemoFileName, serverDemoRegistry } from './demos-fs';

// The registry as the build writes it, with demo modules that record their evaluation.
const ids = ['joy-ui/react-tabs/BasicTabs', 'joy-ui/react-tabs/TabsVariants', 'material-ui/react-button/BasicButtons.system'];
const dir = mkdtempSync(join(tmpdir(), 'server-demos-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const { registry, folders } = serverDemoRegistry(ids);
mkdirSync(join(dir, 'server-demos/folders'), { recursive: true });
writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
writeFileSync(join(dir, 'demos-server.js'), registry);
for (const folder of folders) writeFileSync(join(dir, 'server-demos/folders', folder.fileName), folder.source);
for (const id of ids)
  writeFileSync(
    join(dir, 'server-demos', serverDemoFileName(id)),
    `globalThis.evaluatedDemos.push(${JSON.stringify(id)});\nexport default function Demo() { return ${JSON.stringify(id)}; }\n`,
  );

describe("the worker's demo registry", () => {
  it('writes one module per folder of demos, a page, however many demos it has', () => {
    expect(folders.map((folder) => folder.fileName)).toEqual(['joy-ui-react-tabs.js', 'material-ui-react-button.js']);
  });

  it("loads a demo with its folder's demos and no other folder's", async () => {
    const evaluated: string[] = [];
    Object.assign(globalThis, { evaluatedDemos: evaluated });
    const { demoLoaders } = (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'demos-server.js')).href)) as {
      demoLoaders: Record<string, () => Promise<() => string>>;
    };
    expect(Object.keys(demoLoaders).sort()).toEqual([...ids].sort());
    // Importing the registry evaluates no demo.
    expect(evaluated).toEqual([]);
    const Tabs = await demoLoaders['joy-ui/react-tabs/TabsVariants']();
    expect(Tabs()).toBe('joy-ui/react-tabs/TabsVariants');
    expect(evaluated.sort()).toEqual(['joy-ui/react-tabs/BasicTabs', 'joy-ui/react-tabs/TabsVariants']);
    const Button = await demoLoaders['material-ui/react-button/BasicButtons.system']();
    expect(Button()).toBe('material-ui/react-button/BasicButtons.system');
    expect(evaluated).toContain('material-ui/react-button/BasicButtons.system');
  });

  it('stops the build when two demos or two pages would be written to one file', () => {
    expect(() => serverDemoRegistry(['material-ui/react-button/Basic.Buttons', 'material-ui/react-button/Basic-Buttons'])).toThrow(
      /Basic\.Buttons.*Basic-Buttons.*material-ui-react-button-Basic-Buttons\.js/,
    );
    expect(() => serverDemoRegistry(['material-ui/react.button/Basic', 'material-ui/react-button/Other'])).toThrow(
      /material-ui-react-button\.js/,
    );
  });
});
