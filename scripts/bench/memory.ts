/**
 * Peak memory of a process and everything it starts (Gatsby forks workers for queries and HTML
 * rendering; our compiler runs worker threads): the resident set sizes of the whole tree,
 * summed, sampled from /proc every quarter second. A sample can miss a spike shorter than that,
 * which is why the budget leaves headroom; where there is no /proc the figure is not measured.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface ProcessSample {
  pid: number;
  ppid: number;
  /** Resident set size, bytes. */
  rss: number;
}

/** The summed RSS of `root` and all its descendants in one snapshot of the process table. */
export function treeRss(processes: readonly ProcessSample[], root: number): number {
  const children = new Map<number, ProcessSample[]>();
  for (const process of processes) {
    const siblings = children.get(process.ppid) ?? [];
    siblings.push(process);
    children.set(process.ppid, siblings);
  }
  let total = 0;
  const queue = processes.filter((process) => process.pid === root);
  while (queue.length > 0) {
    const process = queue.pop()!;
    total += process.rss;
    queue.push(...(children.get(process.pid) ?? []));
  }
  return total;
}

/**
 * `/proc/<pid>/stat`'s parent pid and RSS (in pages). The command name, field 2, is in
 * parentheses and may hold spaces, so fields are counted from the last ')'.
 */
export function parseStat(stat: string, pageSize: number): ProcessSample | undefined {
  const close = stat.lastIndexOf(')');
  if (close === -1) return undefined;
  const pid = Number(stat.slice(0, stat.indexOf(' ')));
  // After ')': state (3), ppid (4), … rss (24): index 0 is the state.
  const fields = stat.slice(close + 2).split(' ');
  const ppid = Number(fields[1]);
  const rssPages = Number(fields[21]);
  if (!Number.isFinite(pid) || !Number.isFinite(ppid) || !Number.isFinite(rssPages)) {
    return undefined;
  }
  return { pid, ppid, rss: rssPages * pageSize };
}

const PAGE_SIZE = 4096;

function readProcessTable(): ProcessSample[] {
  const samples: ProcessSample[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const sample = parseStat(readFileSync(`/proc/${entry}/stat`, 'utf8'), PAGE_SIZE);
      if (sample) samples.push(sample);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return samples;
}

/** Samples the tree under `pid` until stopped; `stop` returns the peak, or undefined without /proc. */
export function watchTreeMemory(pid: number, intervalMs = 250): () => number | undefined {
  if (!existsSync('/proc/self/stat')) return () => undefined;
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeRss(readProcessTable(), pid));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return () => {
    clearInterval(timer);
    return peak;
  };
}
