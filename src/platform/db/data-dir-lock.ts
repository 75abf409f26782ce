// One owner for the embedded database: PGlite keeps its files in DATA_DIR and two processes
// writing them corrupt it, so whoever opens it (the service or a CLI command) holds a lock on
// the directory until it closes. The lock is proper-lockfile's (an atomic mkdir whose mtime the
// holder refreshes); owner.json beside it says who holds it, so that a second process can tell
// the person what to do, and so that the lock of a process that died on this host is taken
// over at once instead of after the staleness period.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

export type DataDirOwner = 'service' | 'cli';

interface OwnerRecord {
  pid: number;
  host: string;
  owner: DataDirOwner;
  command: string;
  since: string;
}

/** The directory is held by another live process; the message says what to do. */
export class DataDirLocked extends Error {}

// A holder refreshes the lock every STALE_MS / 2; one that stopped refreshing for STALE_MS
// (crashed on another host sharing the directory, or frozen) loses it.
const STALE_MS = 10_000;

const lockPath = (dataDir: string) => join(dataDir, 'lock');
const ownerPath = (dataDir: string) => join(dataDir, 'lock-owner.json');

function readOwner(path: string): OwnerRecord | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as OwnerRecord;
  } catch {
    return null;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const diedHere = (owner: OwnerRecord) => owner.host === hostname() && !processAlive(owner.pid);

/**
 * Claims the lock of a holder that died on this host. Renaming its owner record is atomic, so
 * of several processes starting at once exactly one takes over; the others then find no
 * record (the winner is about to write its own) and stop as for a live holder.
 */
function claimDeadOwner(dataDir: string): boolean {
  const claimed = `${ownerPath(dataDir)}.${process.pid}`;
  try {
    renameSync(ownerPath(dataDir), claimed);
  } catch {
    return false;
  }
  const owner = readOwner(claimed);
  if (owner !== null && diedHere(owner)) {
    rmSync(claimed, { force: true });
    return true;
  }
  // A live holder wrote its record in the meantime: put it back.
  renameSync(claimed, ownerPath(dataDir));
  return false;
}

function heldMessage(dataDir: string, owner: OwnerRecord | null): string {
  const where = resolve(dataDir);
  const who = owner
    ? owner.owner === 'service'
      ? `the service (pid ${owner.pid} on ${owner.host}, running since ${owner.since})`
      : `another command ("${owner.command}", pid ${owner.pid} on ${owner.host})`
    : 'another process';
  return `The embedded database in DATA_DIR ${where} is in use by ${who}. `
    + 'Only one process may open it at a time. Stop the service first and run the command again, '
    + 'or make the change through the running service\'s HTTP API instead (for example POST /api/api-keys for API keys). '
    + `A lock left by a process that ended without closing is released after ${STALE_MS / 1000} seconds.`;
}

/**
 * Takes the lock on `dataDir` for this process; answers the function that gives it back.
 * Throws DataDirLocked at once when another live process holds it.
 */
export async function lockDataDir(dataDir: string, owner: DataDirOwner, command: string, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  const options = { lockfilePath: lockPath(dataDir), stale: STALE_MS, realpath: false, onCompromised: onLost };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = readOwner(ownerPath(dataDir));
    if (!holder || !diedHere(holder) || !claimDeadOwner(dataDir)) throw new DataDirLocked(heldMessage(dataDir, holder));
    rmSync(lockPath(dataDir), { recursive: true, force: true });
    try {
      release = await lockfile.lock(dataDir, options);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLocked(heldMessage(dataDir, readOwner(ownerPath(dataDir))));
      throw again;
    }
  }
  const record: OwnerRecord = { pid: process.pid, host: hostname(), owner, command, since: new Date().toISOString() };
  writeFileSync(ownerPath(dataDir), JSON.stringify(record), { mode: 0o600 });
  return async () => {
    rmSync(ownerPath(dataDir), { force: true });
    await release();
  };
}
