import { readFileSync } from 'node:fs';

/**
 * How much CPU time the host took from this (virtual) machine: on a shared host the hypervisor
 * can "steal" a third of every core, which moves every figure of a run. Read from /proc/stat
 * (Linux); elsewhere there is nothing to read and the report says so.
 */

interface CpuTimes {
  steal: number;
  total: number;
}

function readCpuTimes(): CpuTimes | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (fields.length < 8 || fields.some((value) => !Number.isFinite(value))) return null;
    return { steal: fields[7]!, total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}

/** Starts a measurement; the function it answers says the share stolen since, e.g. "31%". */
export function measureSteal(): () => string {
  const start = readCpuTimes();
  return () => {
    const end = readCpuTimes();
    if (!start || !end || end.total <= start.total) return 'not measured (no /proc/stat)';
    return `${Math.round(((end.steal - start.steal) / (end.total - start.total)) * 100)}%`;
  };
}
