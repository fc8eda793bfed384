// CPU time and memory of the workerd processes this script started, from
// Linux's /proc. Only descendants of this Node process count, so a workerd
// that someone else runs on the same machine does not leak into the figures.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

interface ProcStat {
  pid: number;
  name: string;
  ppid: number;
  /** utime + stime, in clock ticks. */
  cpuTicks: number;
}

/** Fields of /proc/<pid>/stat; the name is in parentheses and may hold spaces, so fields are counted after the last ')'. */
function readStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // the process ended since the listing
  }
  const close = text.lastIndexOf(')');
  const name = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' '); // fields[0] is field 3 (state)
  return { pid, name, ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
}

function allProcesses(): ProcStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readStat(Number(entry)))
    .filter((stat): stat is ProcStat => stat !== undefined);
}

/** The workerd processes below `ancestor` (default: this process), however deep (npx → wrangler → workerd). */
export function workerdPids(ancestor: number = process.pid): number[] {
  const processes = allProcesses();
  const parentOf = new Map(processes.map((stat) => [stat.pid, stat.ppid]));
  const descends = (pid: number) => {
    for (let parent = parentOf.get(pid); parent !== undefined && parent > 1; parent = parentOf.get(parent)) {
      if (parent === ancestor) return true;
    }
    return false;
  };
  return processes.filter((stat) => stat.name === 'workerd' && descends(stat.pid)).map((stat) => stat.pid);
}

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second (`getconf CLK_TCK`, 100 on most Linux systems). */
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** CPU time (user + system, all threads) the workerd processes have used so far, in ms. */
export function workerdCpuMs(pids: readonly number[] = workerdPids()): number {
  const ticks = pids.reduce((sum, pid) => sum + (readStat(pid)?.cpuTicks ?? 0), 0);
  return (ticks * 1000) / clockTicks();
}

/** Resident memory of the workerd processes, in MB (VmRSS of /proc/<pid>/status). */
export function workerdRssMb(pids: readonly number[] = workerdPids()): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended
    }
  }
  return kb / 1024;
}

/** The processes of `pids` that no longer run (on a shared machine, a broad `pkill workerd` elsewhere ends ours too). */
export function endedPids(pids: readonly number[]): number[] {
  return pids.filter((pid) => readStat(pid)?.name !== 'workerd');
}

/** Runs `work` and returns its result with the workerd CPU time it cost, in ms. */
export async function withWorkerdCpu<T>(work: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const pids = workerdPids();
  if (pids.length === 0) throw new Error('no workerd process below this one: CPU time cannot be measured');
  const before = workerdCpuMs(pids);
  const result = await work();
  const cpuMs = workerdCpuMs(pids) - before;
  // An ended process takes its CPU time with it, so the figure would be wrong.
  const ended = endedPids(pids);
  if (ended.length > 0) throw new Error(`workerd (pid ${ended.join(', ')}) ended during the measurement`);
  return { result, cpuMs };
}
