import fs from 'node:fs';
import path from 'node:path';

// CPU time a local PostgreSQL server has used, in milliseconds: the postmaster's own, that of its
// children that have ended (a closed connection's backend) and that of those still running. Read
// before and after an import, the difference is the server's share of it (Linux /proc only).
const TICKS_PER_SECOND = 100;

export function postgresCpuMs(dataDir: string): number {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  // Fields after the command name: state is 0, utime 11, stime 12, cutime 13, cstime 14.
  const fields = (pid: number | string) => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
  };
  const own = fields(postmaster);
  let ticks = own[11]! + own[12]! + own[13]! + own[14]!;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const child = fields(entry);
      // Field 1 is the parent's pid.
      if (child[1] === postmaster) ticks += child[11]! + child[12]!;
    } catch {
      // The process ended while the list was read.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
