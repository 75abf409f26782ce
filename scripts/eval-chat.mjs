#!/usr/bin/env node
// Runs the shared chat scorer against the built-in engine in-process:
//   node scripts/eval-chat.mjs [--verbose] [--now ISO] [--tz ZONE] [--lang a,b] [--json OUT] ...
// Prints the scorer's summary line (the full report with --verbose or --full) and exits non-zero
// when the scorer fails. --verbose also lists, for each missed case, the intent rule that decided it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The shared evaluation folder: CHAT_EVAL_DIR, else the nearest `shared/eval` above the repository. */
function findEvalDir() {
  if (process.env.CHAT_EVAL_DIR) return resolve(process.env.CHAT_EVAL_DIR);
  for (let dir = dirname(root); ; dir = dirname(dir)) {
    const candidate = resolve(dir, 'shared', 'eval');
    if (existsSync(resolve(candidate, 'score.mjs'))) return candidate;
    if (dirname(dir) === dir) return resolve(dirname(root), 'shared', 'eval');
  }
}
const evalDir = findEvalDir();
const scorer = resolve(evalDir, 'score.mjs');
const defaultCases = resolve(evalDir, 'chat-dev.jsonl');

const passThrough = process.argv.slice(2);
const full = passThrough.includes('--full') || passThrough.includes('--verbose');
const args = passThrough.filter((a) => a !== '--full');
const has = (flag) => args.some((a) => a === flag || a.startsWith(`${flag}=`));

if (!existsSync(scorer)) {
  console.error(`eval-chat: scorer not found at ${scorer}`);
  process.exit(2);
}

const verbose = passThrough.includes('--verbose');
const adapter = resolve(root, 'src/assistant/eval-adapter.ts');
const scorerArgs = ['--import', 'tsx', scorer, '--offline', adapter];
if (!has('--cases')) scorerArgs.push('--cases', defaultCases);
if (!has('--now')) scorerArgs.push('--now', '2026-11-23T09:00:00Z');
scorerArgs.push(...args);
// --verbose needs every case's result: ask for the JSON report when the caller did not.
const valueOf = (flag) => {
  const i = args.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
  if (i < 0) return undefined;
  return args[i].includes('=') ? args[i].slice(flag.length + 1) : args[i + 1];
};
let tmp = null;
let jsonOut = valueOf('--json');
if (verbose && !jsonOut) {
  tmp = mkdtempSync(join(tmpdir(), 'eval-chat-'));
  jsonOut = join(tmp, 'report.json');
  scorerArgs.push('--json', jsonOut);
}

const run = spawnSync(process.execPath, scorerArgs, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (run.error) {
  console.error(`eval-chat: cannot run the scorer: ${run.error.message}`);
  process.exit(2);
}
const out = run.stdout ?? '';
if (full) process.stdout.write(out);
const last = out.trim().split('\n').filter((l) => l.startsWith('chat-eval:')).pop();
if (!full && last) console.log(last);
if (verbose && last && jsonOut && existsSync(jsonOut)) await explainMisses(jsonOut);
if (tmp) rmSync(tmp, { recursive: true, force: true });
if (run.status !== 0 || !last) {
  if (run.stderr) process.stderr.write(run.stderr);
  console.error(`eval-chat: scorer exited with status ${run.status}`);
  process.exit(run.status || 1);
}

/** For each missed case: the intent rule that decided it (the adapter's explain, run through tsx). */
async function explainMisses(reportPath) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const missed = (report.cases ?? []).filter((c) => c.misses?.length);
  if (!missed.length) return;
  const { register } = await import('tsx/esm/api');
  register();
  const { explain } = await import(adapter);
  const now = new Date(valueOf('--now') ?? '2026-11-23T09:00:00Z');
  const timezone = valueOf('--tz') ?? 'UTC';
  console.log('\ndecided by (missed cases):');
  for (const c of missed) {
    const rule = await explain(c.message, { now, timezone });
    console.log(`  ${c.id}  ${rule.padEnd(18)} ${JSON.stringify(c.message).slice(0, 90)}`);
  }
}
