import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const USER_HZ = 100;

interface ProcessTimes {
  parent: number;
  command: string;
  seconds: number;
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
        seconds: (Number(fields[11]) + Number(fields[12])) / USER_HZ,
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

/** CPU seconds so far per role: this load generator, the server (its process tree), PostgreSQL, the rest. */
function cpuByRole(serverPid: number | undefined) {
  const all = readProcesses();
  const roles = { bench: 0, server: 0, postgres: 0, others: 0 };
  for (const [pid, p] of all) {
    if (pid === process.pid) roles.bench += p.seconds;
    else if (serverPid && isWithin(pid, serverPid, all)) roles.server += p.seconds;
    else if (p.command === 'postgres' || p.command.startsWith('postgres')) roles.postgres += p.seconds;
    else roles.others += p.seconds;
  }
  return roles;
}

/**
 * Starts measuring; the returned function gives each role's CPU over the interval, as a percentage of
 * one core (so 2 vCPUs fully busy read 200 in total). Zeros off Linux.
 */
export function cpuMeter(serverPid: number | undefined) {
  const linux = process.platform === 'linux';
  const start = linux ? cpuByRole(serverPid) : null;
  const t0 = performance.now();
  return () => {
    const seconds = (performance.now() - t0) / 1000;
    const end = linux ? cpuByRole(serverPid) : null;
    const percent = (role: keyof ReturnType<typeof cpuByRole>) =>
      start && end ? Math.round((100 * (end[role] - start[role])) / seconds) : 0;
    return {
      cores: cpus().length,
      benchPercent: percent('bench'),
      serverPercent: percent('server'),
      postgresPercent: percent('postgres'),
      othersPercent: percent('others'),
    };
  };
}
