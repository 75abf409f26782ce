// The web app's generated files (API types, form limits, the language list) are committed, so
// that the web app builds without the server; each generator writes its file, or with `--check`
// compares and fails when the committed one differs from what it would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Writes `source` to `file`, or under `--check` exits 1 when the file differs (`origin`: what it is generated from). */
export function writeOrCheck(file: string, source: string, origin: string, command: string): void {
  const name = relative(root, file);
  if (process.argv.includes('--check')) {
    if (readFileSync(file, 'utf8') !== source) {
      console.error(`${name} differs from ${origin}: run ${command}`);
      process.exit(1);
    }
    console.log(`${name} matches ${origin}`);
  } else {
    writeFileSync(file, source);
    console.log(`wrote ${name}`);
  }
}
