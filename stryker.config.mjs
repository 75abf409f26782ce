// Mutation testing (npm run mutation), scoped to where a planted bug hurts most and a test
// suite most easily looks away: the authentication guards and the identification checks of
// src/platform/auth/plugin.ts, and the role of every route's guard (its `onRequest:` line).
// Stryker's command runner runs the authorization matrix, which reaches every guard with every
// kind of caller, once per mutant; with one process on a shared two-core machine a pass takes
// about 45 minutes. (The stores' organization filters are not a good fit for Stryker's mutators,
// which do not drop a filter from a query: test/platform/jobs-two-organizations.test.ts and the
// matrix's other-organization column check them.) Not part of CI: run it by hand and read
// reports/mutation/index.html.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** `file:line-line` for every line of `file` that matches `pattern` (Stryker mutates only those). */
function linesOf(file, pattern) {
  return readFileSync(file, 'utf8').split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}-${i + 1}`] : []));
}
const routeFiles = readdirSync('src/modules').map((m) => `src/modules/${m}/routes.ts`).filter((f) => existsSync(f));

// The decisions of plugin.ts: the role ranking, the checks that make a token's user a principal,
// the three guards and keyMayActOn (not the log lines, not the wording of messages).
const PLUGIN = 'src/platform/auth/plugin.ts';
const pluginDecisions = linesOf(PLUGIN, /RANK\[principal\.role\] >=|!user \|\| !user\.active|kind: 'user', userId|if \(!principal|principal\?\.kind !== 'key'|principal\.kind === 'user' && minimum|minimum && !hasRole|principal\.organizationId === null/);

const TESTS = ['test/platform/authorization-matrix.test.ts'];

export default {
  $schema: './node_modules/@stryker-mutator/core/schema/stryker-schema.json',
  testRunner: 'command',
  commandRunner: { command: `node --import tsx --test --test-concurrency=1 ${TESTS.join(' ')}` },
  mutate: [
    ...pluginDecisions,
    ...routeFiles.flatMap((f) => linesOf(f, /onRequest: require\w+\('/)),
  ],
  // Only guard lines are mutated, so a string mutant there is a role or a principal kind.
  mutator: { excludedMutations: ['ObjectLiteral', 'ArrayDeclaration'] },
  concurrency: 1,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
