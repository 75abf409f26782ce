#!/usr/bin/env node
// Runs the shared chat scorer against the built-in engine in-process:
//   node scripts/eval-chat.mjs [--verbose] [--now ISO] [--tz ZONE] [--lang a,b] [--json OUT] ...
// Prints the scorer's summary line (the full report with --verbose or --full) and exits non-zero
// when the scorer fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const shared = resolve(root, '..', 'shared');
const scorer = resolve(shared, 'eval', 'score.mjs');
const defaultCases = resolve(shared, 'eval', 'chat-dev.jsonl');

const passThrough = process.argv.slice(2);
const full = passThrough.includes('--full') || passThrough.includes('--verbose');
const args = passThrough.filter((a) => a !== '--full');
const has = (flag) => args.some((a) => a === flag || a.startsWith(`${flag}=`));

if (!existsSync(scorer)) {
  console.error(`eval-chat: scorer not found at ${scorer}`);
  process.exit(2);
}

const scorerArgs = ['--import', 'tsx', scorer, '--offline', resolve(root, 'src/assistant/eval-adapter.ts')];
if (!has('--cases')) scorerArgs.push('--cases', defaultCases);
if (!has('--now')) scorerArgs.push('--now', '2026-11-23T09:00:00Z');
scorerArgs.push(...args);

const run = spawnSync(process.execPath, scorerArgs, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (run.error) {
  console.error(`eval-chat: cannot run the scorer: ${run.error.message}`);
  process.exit(2);
}
const out = run.stdout ?? '';
if (full) process.stdout.write(out);
const last = out.trim().split('\n').filter((l) => l.startsWith('chat-eval:')).pop();
if (!full && last) console.log(last);
if (run.status !== 0 || !last) {
  if (run.stderr) process.stderr.write(run.stderr);
  console.error(`eval-chat: scorer exited with status ${run.status}`);
  process.exit(run.status || 1);
}
