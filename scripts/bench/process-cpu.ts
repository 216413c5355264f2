import fs from 'node:fs';

// CPU time a process has used, read from Linux's /proc: its main thread (where Node runs
// JavaScript: routing, rendering, serialising) and all its threads (adding libuv's pool, where
// compression and file reads run). A CPU profile's samples count wall time, so on a busy 2-core
// machine a main thread waiting for a core looks busy; these counters count only time on a core.

// Clock ticks a second (`getconf CLK_TCK`), 100 on Linux.
const TICKS_PER_SECOND = 100;

function ticksOf(statFile: string): number {
  const stat = fs.readFileSync(statFile, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  return Number(fields[11]) + Number(fields[12]);
}

export type ProcessCpu = { mainThreadMs: number; allThreadsMs: number };

export function processCpu(pid: number): ProcessCpu {
  const toMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
  return {
    mainThreadMs: toMs(ticksOf(`/proc/${pid}/task/${pid}/stat`)),
    allThreadsMs: toMs(ticksOf(`/proc/${pid}/stat`)),
  };
}
