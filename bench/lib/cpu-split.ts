import fs from 'node:fs';
import os from 'node:os';

/**
 * Where the machine's cores went while a load ran: the server (its process and every process under it), the
 * PostgreSQL server's processes, the load generator (autocannon), this bench runner and everything else. Issue 23
 * asks a p99 that misses its target at 50 connections to be shown as saturation by work that cannot be removed:
 * this is that profile, in cores (CPU seconds over wall seconds) and in milliseconds a request.
 */
export interface CpuSplit {
  wallSeconds: number;
  /** Share of both cores busy over the run (from /proc/stat), in cores: 2 is every core all the time. */
  busyCores: number;
  /** CPU seconds of each part over the run. */
  server: number;
  postgres: number;
  loadGenerator: number;
  rest: number;
}

const TICKS_PER_SECOND = 100;
const SAMPLE_EVERY_MS = 200;

type Part = 'server' | 'postgres' | 'loadGenerator' | 'rest';

interface ProcessReading {
  parentPid: number;
  command: string;
  ticks: number;
}

/** Every process's parent, command name and CPU ticks so far (user + system), from /proc. */
function readProcesses(): Map<number, ProcessReading> {
  const processes = new Map<number, ProcessReading>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const line = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = line.slice(line.indexOf('(') + 1, line.lastIndexOf(')'));
      // After "pid (comm) ": state, ppid, ... utime and stime are the 12th and 13th fields.
      const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), {
        parentPid: Number(fields[1]),
        command,
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // ended while the list was read
    }
  }
  return processes;
}

/**
 * CPU seconds (user + system) a server has used: its process and every process under it, since on PostgreSQL
 * Livery's process is the cluster's primary and the requests are answered by the processes it forks (reading the
 * primary alone printed 0 µs a request). Undefined where /proc has no such process.
 */
export function serverCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const processes = readProcesses();
  if (!processes.has(pid)) return undefined;
  let ticks = 0;
  // A forked process's own children (none today) would be a level further down; one level is Livery's cluster.
  for (const [id, reading] of processes) if (id === pid || reading.parentPid === pid) ticks += reading.ticks;
  return ticks / TICKS_PER_SECOND;
}

/** Busy and total ticks of every core together, from /proc/stat's first line. */
function readCores(): { busy: number; total: number } {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

function commandLineOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Samples /proc every 200 ms until `stop()`, following each process from its first to its last sample (a
 * process that starts during the run counts from zero: the load generator starts after the sampler). The last
 * ~200 ms of a process that exits before `stop()` are not seen.
 */
export function startCpuSplit(serverPid: number | undefined): { stop(): CpuSplit } {
  const started = performance.now();
  const coresAtStart = readCores();
  const first = new Map<number, number>();
  const last = new Map<number, { ticks: number; part: Part }>();
  const parts = new Map<number, Part>();

  const partOf = (pid: number, reading: ProcessReading, processes: Map<number, ProcessReading>): Part => {
    const known = parts.get(pid);
    if (known) return known;
    let part: Part = 'rest';
    if (reading.command === 'postgres') part = 'postgres';
    else if (pid === serverPid || (serverPid !== undefined && processes.get(pid)?.parentPid === serverPid))
      part = 'server';
    else if (commandLineOf(pid).includes('autocannon')) part = 'loadGenerator';
    parts.set(pid, part);
    return part;
  };

  const sample = (atStart: boolean) => {
    const processes = readProcesses();
    for (const [pid, reading] of processes) {
      if (!first.has(pid)) first.set(pid, atStart ? reading.ticks : 0);
      last.set(pid, { ticks: reading.ticks, part: partOf(pid, reading, processes) });
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), SAMPLE_EVERY_MS);

  return {
    stop() {
      clearInterval(timer);
      sample(false);
      const coresAtEnd = readCores();
      const seconds: Record<Part, number> = { server: 0, postgres: 0, loadGenerator: 0, rest: 0 };
      for (const [pid, reading] of last)
        seconds[reading.part] += (reading.ticks - (first.get(pid) ?? 0)) / TICKS_PER_SECOND;
      const coreTicks = coresAtEnd.total - coresAtStart.total;
      return {
        wallSeconds: (performance.now() - started) / 1000,
        busyCores: coreTicks > 0 ? ((coresAtEnd.busy - coresAtStart.busy) / coreTicks) * os.cpus().length : 0,
        ...seconds,
      };
    },
  };
}

/** "cores busy 1.96 of 2: server 1.10, PostgreSQL 0.41, autocannon 0.38, rest 0.07" */
export function cpuSplitText(split: CpuSplit): string {
  const cores = (seconds: number) => (seconds / Math.max(split.wallSeconds, 0.001)).toFixed(2);
  return `cores busy ${split.busyCores.toFixed(2)} of ${os.cpus().length}: server ${cores(split.server)}, PostgreSQL ${cores(split.postgres)}, autocannon ${cores(split.loadGenerator)}, rest ${cores(split.rest)}`;
}
