// CPU time of processes from /proc (Linux), to tell where a load run's CPU went: the server,
// the database, or the load generator itself. Reads only; elsewhere it reports nothing.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  /** user + system CPU seconds */
  cpu: number;
}

function procStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name is in parentheses and may hold spaces: split after its closing one
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): ppid is field 4, utime 14, stime 15
    const ppid = Number(fields[1]);
    const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    return Number.isFinite(cpu) ? { ppid, cpu } : null;
  } catch {
    return null;
  }
}

/** A process and its direct children (a postmaster and its backends), by pid. */
function withChildren(pid: number): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [pid];
  }
  const children = entries
    .filter((e) => /^\d+$/.test(e))
    .map(Number)
    .filter((p) => procStat(p)?.ppid === pid);
  return [pid, ...children];
}

/**
 * CPU seconds (user + system) used so far by process `pid` and, with `children`, its direct
 * children too. Null when /proc cannot be read.
 */
export function processCpuSeconds(pid: number, children = false): number | null {
  const pids = children ? withChildren(pid) : [pid];
  let total = 0;
  let seen = false;
  for (const p of pids) {
    const stat = procStat(p);
    if (stat) {
      total += stat.cpu;
      seen = true;
    }
  }
  return seen ? total : null;
}
