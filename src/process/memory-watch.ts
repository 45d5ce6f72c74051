/**
 * A memory limit for a process group: the resident memory (RSS) of every process in the group is read from
 * /proc a few times a second, and the whole group is killed once the sum passes the limit. Not RLIMIT_AS
 * (`prlimit --as`, `ulimit -v`): that limit is per process (a server's children each get all of it) and
 * counts address space, not memory, so Node 20 cannot even create a WebAssembly.Memory under 8 GiB of it
 * (V8 reserves guard regions of several GiB): a limit that low would fail healthy servers. Linux only (/proc);
 * elsewhere `supported` is false and nothing is bounded. A process that leaves the group (setsid) is not
 * counted, as it is not ended with the group, unless it runs in the group's own PID namespace (a confined
 * survey entry, process/confine.ts), where nothing can leave.
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/**
 * How often the groups' memory is read: a server filling 2 GiB/s is stopped within ~100 MiB past the limit.
 * One pass over /proc takes about 1 ms per 100 processes (measured here), so this costs a few % of a core.
 */
export const MEMORY_POLL_MS = 50;

export const memoryWatchSupported = (): boolean => {
  try {
    readFileSync("/proc/self/stat");
    return true;
  } catch {
    return false;
  }
};

/** The process group and parent of `pid` (fields 5 and 4 of /proc/<pid>/stat, after the command name), or null. */
function statOf(pid: string): { group: number; parent: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { group: Number(fields[2]), parent: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** The PID namespace of `pid` ("pid:[4026531836]"), or null. */
function namespaceOf(pid: string): string | null {
  try {
    return readlinkSync(`/proc/${pid}/ns/pid`);
  } catch {
    return null;
  }
}

let ownNamespace: string | null | undefined;

/** Resident memory of one process in bytes (VmRSS; 0 for a zombie or a process gone since the listing). */
function rssOf(pid: string): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * The summed RSS of each of `groups` (bytes), and how many processes each has: one pass over /proc. A group
 * whose processes (or their children) run in a PID namespace of their own (a confined entry: process/confine.ts)
 * owns every process of that namespace too, those that left the group (setsid) included. `namespaces` gets,
 * per group, the host pids of those processes.
 */
export function groupsMemory(
  groups: ReadonlySet<number>,
  namespaces?: Map<number, number[]>,
): Map<number, { bytes: number; processes: number }> {
  const out = new Map<number, { bytes: number; processes: number }>();
  for (const g of groups) out.set(g, { bytes: 0, processes: 0 });
  ownNamespace ??= namespaceOf("self");
  const seen: { pid: string; group: number; parent: number; ns: string | null }[] = [];
  /** Pid -> group, of the processes in a watched group. */
  const groupPids = new Map<number, number>();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = statOf(pid);
    if (stat === null) continue;
    const ns = namespaceOf(pid);
    seen.push({ pid, ...stat, ns });
    if (groups.has(stat.group)) groupPids.set(Number(pid), stat.group);
  }
  // A namespace other than ours that a member of a watched group (or a child of one) runs in belongs to that group.
  const owner = new Map<string, number>();
  for (const p of seen) {
    if (p.ns === null || p.ns === ownNamespace) continue;
    const group = groups.has(p.group) ? p.group : (groupPids.get(p.parent) ?? null);
    if (group !== null && groups.has(group) && !owner.has(p.ns)) owner.set(p.ns, group);
  }
  for (const p of seen) {
    const inNamespace = p.ns !== null && owner.has(p.ns);
    const group = groups.has(p.group) ? p.group : inNamespace ? (owner.get(p.ns as string) as number) : null;
    const sum = group === null ? undefined : out.get(group);
    if (!sum || group === null) continue;
    sum.processes++;
    sum.bytes += rssOf(p.pid);
    if (inNamespace && namespaces) namespaces.set(group, [...(namespaces.get(group) ?? []), Number(p.pid)]);
  }
  return out;
}

export interface MemoryWatch {
  /** The most the group held at one reading, in bytes. */
  readonly peakBytes: number;
  /** Set once the group went over the limit (and was killed): what it held then. */
  readonly exceededBytes: number | null;
  stop(): void;
}

interface Watched {
  limitBytes: number;
  peakBytes: number;
  exceededBytes: number | null;
  seen: boolean;
}

/** Every group watched now; one timer reads them all in one pass, so --jobs servers cost one scan. */
const watched = new Map<number, Watched>();
let timer: NodeJS.Timeout | undefined;

function readAll(): void {
  const inNamespaces = new Map<number, number[]>();
  const sums = groupsMemory(new Set(watched.keys()), inNamespaces);
  for (const [pgid, watch] of watched) {
    const { bytes, processes } = sums.get(pgid) ?? { bytes: 0, processes: 0 };
    watch.peakBytes = Math.max(watch.peakBytes, bytes);
    // Right after spawn the child may not lead its group yet: an empty group ends the watch only once it was seen.
    if (processes > 0) watch.seen = true;
    else if (watch.seen) unwatch(pgid);
    if (bytes > watch.limitBytes && watch.exceededBytes === null) {
      watch.exceededBytes = bytes;
      // The confined processes too, at once (they also end with their namespace's init, which dies with the group).
      for (const pid of [...(inNamespaces.get(pgid) ?? []), -pgid]) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // gone already
        }
      }
      unwatch(pgid);
    }
  }
}

function unwatch(pgid: number): void {
  watched.delete(pgid);
  if (watched.size === 0 && timer) {
    clearInterval(timer);
    timer = undefined;
  }
}

/**
 * Watches the group `pgid` leads until stop() or until it has no process left; over `limitBytes`, every
 * process of it gets SIGKILL (the caller then sees the server exit, and asks exceededBytes why).
 */
export function watchGroupMemory(pgid: number, limitBytes: number): MemoryWatch {
  const watch: Watched = { limitBytes, peakBytes: 0, exceededBytes: null, seen: false };
  watched.set(pgid, watch);
  if (!timer) {
    timer = setInterval(readAll, MEMORY_POLL_MS);
    timer.unref();
  }
  readAll();
  return {
    get peakBytes() {
      return watch.peakBytes;
    },
    get exceededBytes() {
      return watch.exceededBytes;
    },
    stop: () => {
      if (watched.get(pgid) === watch) unwatch(pgid);
    },
  };
}
