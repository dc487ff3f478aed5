import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const USER_HZ = 100;

interface ProcessTimes {
  parent: number;
  command: string;
  seconds: number;
  /** Its reaped children's time (its own children that exited). */
  childSeconds: number;
}

function readProcesses(): Map<number, ProcessTimes> {
  const all = new Map<number, ProcessTimes>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(entry), {
        parent: Number(fields[1]),
        command,
        // Its own time and its reaped children's: PostgreSQL backends that pgbench opened and closed
        // within a phase, and pgbench itself, are counted in their parent's (postmaster, bench).
        seconds: (Number(fields[11]) + Number(fields[12])) / USER_HZ,
        childSeconds: (Number(fields[13]) + Number(fields[14])) / USER_HZ,
      });
    } catch {
      /* exited meanwhile */
    }
  }
  return all;
}

function isWithin(pid: number, ancestor: number, all: Map<number, ProcessTimes>) {
  for (let p: number | undefined = pid; p && p > 1; p = all.get(p)?.parent) if (p === ancestor) return true;
  return false;
}

type Role = 'bench' | 'server' | 'postgres' | 'others';

function roleOf(
  pid: number,
  p: ProcessTimes,
  serverPid: number | undefined,
  all: Map<number, ProcessTimes>,
  benchPids: readonly number[],
): Role {
  if (pid === process.pid) return 'bench';
  if (benchPids.some((own) => isWithin(pid, own, all))) return 'bench';
  if (serverPid && isWithin(pid, serverPid, all)) return 'server';
  // Other children of the bench are load generators too (pgbench).
  if (isWithin(pid, process.pid, all)) return 'bench';
  if (p.command === 'postgres' || p.command.startsWith('postgres')) return 'postgres';
  return 'others';
}

/**
 * CPU seconds per role between two readings. A process that exited in between counts through its
 * parent's reaped-children time when that parent is the bench or PostgreSQL (pgbench, the backends
 * of its connections); otherwise it is left out, so "others" can read a little low.
 */
function cpuBetween(
  start: Map<number, ProcessTimes>,
  end: Map<number, ProcessTimes>,
  serverPid: number | undefined,
  benchPids: readonly number[],
) {
  const roles: Record<Role, number> = { bench: 0, server: 0, postgres: 0, others: 0 };
  for (const [pid, p] of end) {
    const before = start.get(pid);
    const same = before !== undefined && before.command === p.command;
    const role = roleOf(pid, p, serverPid, end, benchPids);
    roles[role] += Math.max(0, p.seconds - (same ? before.seconds : 0));
    // Children reaped meanwhile: PostgreSQL backends that pgbench opened and closed within a phase
    // (the postmaster's), and pgbench itself (the bench's). Not for others: a process of theirs
    // reaping a long-lived child would add all of that child's life to the interval.
    if (role !== 'others' && same) roles[role] += Math.max(0, p.childSeconds - before.childSeconds);
  }
  // A child alive at the start and reaped meanwhile brought its whole life into its parent's
  // childSeconds: take back what it had used before the start.
  for (const [pid, p] of start) {
    const after = end.get(pid);
    if (after && after.command === p.command) continue;
    const parent = end.get(p.parent);
    if (!parent) continue;
    const role = roleOf(p.parent, parent, serverPid, end, benchPids);
    if (role !== 'others') roles[role] = Math.max(0, roles[role] - p.seconds - p.childSeconds);
  }
  return roles;
}

/**
 * Starts measuring; the returned function gives each role's CPU over the interval, as a percentage of
 * one core (so 2 vCPUs fully busy read 200 in total). Zeros off Linux. `benchPids` are processes the
 * bench started itself (a browser), counted with the bench with all their children.
 */
export function cpuMeter(serverPid: number | undefined, benchPids: readonly number[] = []) {
  const linux = process.platform === 'linux';
  const start = linux ? readProcesses() : null;
  const t0 = performance.now();
  return () => {
    const seconds = (performance.now() - t0) / 1000;
    const used = start ? cpuBetween(start, readProcesses(), serverPid, benchPids) : null;
    const percent = (role: Role) => (used ? Math.round((100 * used[role]) / seconds) : 0);
    return {
      cores: cpus().length,
      benchPercent: percent('bench'),
      serverPercent: percent('server'),
      postgresPercent: percent('postgres'),
      othersPercent: percent('others'),
    };
  };
}
