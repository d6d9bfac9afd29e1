import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds a process has used (user + system), from /proc/<pid>/stat (clock ticks of 1/100 s). */
export function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds of every PostgreSQL process on the machine (summed from /proc): the server is shared by
 * everything here, so this counts its whole work, and a backend that exits mid-step takes its share with it.
 */
export function postgresCpuSeconds() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuSecondsOf(pid);
    } catch {
      // a process that ended between the list and the read
    }
  }
  return total;
}
