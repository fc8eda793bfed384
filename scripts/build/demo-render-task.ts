// A build thread's share of the demos' server render (demo-html-fs.ts): each thread loads the demos' Node bundle once.
import { missingLicenseNoticeState } from './mui-x-license-notice';

export interface DemoRenderTask {
  /** The bundle's file URL. */
  bundle: string;
  /** Demo ids to render; none asks for Joy UI's theme stylesheet instead. */
  ids: string[];
}

export interface DemoRenderResult {
  html: [string, string][];
  joyThemeCss?: string;
  /** Whether MUI X asked for its missing-key notice: the build prints it, once. */
  missingLicenseKey: boolean;
}

interface DemoBundle {
  renderSome(ids: string[]): [string, string][];
  joyThemeCss(): string;
}

let noticed = false;
// Collected here rather than printed by each thread.
missingLicenseNoticeState().report = () => {
  noticed = true;
};
const bundles = new Map<string, Promise<DemoBundle>>();

export async function runTask(task: DemoRenderTask): Promise<DemoRenderResult> {
  let bundle = bundles.get(task.bundle);
  if (!bundle) bundles.set(task.bundle, (bundle = import(task.bundle) as Promise<DemoBundle>));
  const loaded = await bundle;
  noticed = false;
  if (!task.ids.length) return { html: [], joyThemeCss: loaded.joyThemeCss(), missingLicenseKey: false };
  const html = loaded.renderSome(task.ids);
  return { html, missingLicenseKey: noticed };
}
