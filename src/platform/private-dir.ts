// The data directory holds the embedded database (password hashes, inquiry messages, its WAL)
// and the generated JWT secret: only the service's own user may enter it.
import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const PRIVATE_DIR_MODE = 0o700;
// Group and others lose every permission on what is already inside.
const OTHERS_BITS = 0o077;

/**
 * Creates `path` with mode 0700, or sets an existing one to 0700, and takes group and other
 * permissions off everything already inside (a directory made by an older version, or copied
 * in with a loose umask).
 */
export function ensurePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(path, PRIVATE_DIR_MODE);
  tighten(path);
}

function tighten(directory: string): void {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const path = join(directory, entry.name);
    const mode = statSync(path).mode & 0o7777;
    if ((mode & OTHERS_BITS) !== 0) chmodSync(path, mode & ~OTHERS_BITS);
    if (entry.isDirectory()) tighten(path);
  }
}
