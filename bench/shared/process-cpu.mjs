import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds a process has used (user + system), from /proc/<pid>/stat (clock ticks of 1/100 s). */
export function cpuSecondsOf(pid) {
  return statCpuSeconds(`/proc/${pid}/stat`);
}

/**
 * CPU seconds this process's main thread has used: the thread that runs JavaScript (the shop's handlers,
 * its hooks, the drivers), apart from V8's compiler and garbage-collector threads and libuv's pool,
 * which the process's figure includes. Clock ticks of 1/100 s, so it speaks of seconds of load, not of
 * one request.
 */
export function mainThreadCpuSeconds() {
  return statCpuSeconds(`/proc/${process.pid}/task/${process.pid}/stat`);
}

function statCpuSeconds(file) {
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds PostgreSQL spent since `before` (a snapshot from postgresCpu()), summed over its
 * processes: every process alive at both moments counts its difference, one started since counts all
 * of its time. A backend that ended in between takes its share with it (so this may undercount,
 * never go below zero).
 */
export function postgresCpuSince(before) {
  let total = 0;
  for (const [pid, seconds] of postgresCpu()) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** Every PostgreSQL process on the machine and the CPU seconds it has used so far. */
export function postgresCpu() {
  const byPid = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') byPid.set(pid, cpuSecondsOf(pid));
    } catch {
      // a process that ended between the list and the read
    }
  }
  return byPid;
}

/**
 * CPU seconds spent since `before` (a snapshot from postgresCpu()) by the PostgreSQL backends now
 * connected to `db`'s database (pg_stat_activity: client backends, and an autovacuum worker on it if one
 * is running). The server's shared processes (WAL writer, checkpointer) are not counted: on a server
 * shared with other databases they work for all of them. A backend that ended in between is not
 * counted either; the shop's pool and the floors' keep theirs for the whole run.
 */
export async function backendCpuSince(db, before) {
  const rows = await db.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`);
  let total = 0;
  for (const { pid } of rows) {
    try {
      total += cpuSecondsOf(pid) - (before.get(String(pid)) ?? 0);
    } catch {
      // a backend that ended between the list and the read
    }
  }
  return total;
}
