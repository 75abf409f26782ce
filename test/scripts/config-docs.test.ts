import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { CONFIG_MODULES, collectVariables, generated, namesReadBy, tagsOf } from '../../scripts/config-docs.ts';

describe('configuration reference', () => {
  test('every variable a config module reads is described there, and every description names one it reads', () => {
    for (const module of CONFIG_MODULES) {
      const source = readFileSync(module.path, 'utf8');
      const described = new Set(tagsOf(source).map((tag) => tag.name));
      const read = namesReadBy(source);
      assert.deepEqual([...read].filter((name) => !described.has(name)), [], `${module.path}: variables without an @env comment`);
      assert.deepEqual([...described].filter((name) => !read.has(name)), [], `${module.path}: @env comments of variables it does not read`);
    }
  });

  test('.env.example and docs/configuration.md are what the generator makes (npm run config:docs)', () => {
    for (const [path, text] of Object.entries(generated())) {
      assert.equal(readFileSync(path, 'utf8'), text, `${path} is stale: run npm run config:docs`);
    }
  });

  test('a variable read by both processes is listed once with both; secrets are left empty in .env.example', () => {
    const variables = collectVariables();
    assert.deepEqual(variables.find((v) => v.name === 'BOT_SIGNING_SECRET')?.readBy, ['service', 'bridge']);
    assert.equal(new Set(variables.map((v) => v.name)).size, variables.length);
    const example = readFileSync('.env.example', 'utf8');
    assert.match(example, /^JWT_SECRET=$/m);
    assert.match(example, /^# PORT=3000$/m);
    assert.match(readFileSync('docs/configuration.md', 'utf8'), /\| `SERVICE_API_KEY` \| — \| bridge \| yes \|/);
  });

  test('the parser takes a tag, its default, its secret mark and the comment lines that continue it', () => {
    const source = [
      "  // @env NEW_LIMIT=5 How many at once;",
      "  // more than 5 waits.",
      "  const limit = integer(env, 'NEW_LIMIT', 5, 1, 10);",
      "  // An ordinary comment.",
      "  // @env NEW_TOKEN (secret) Opens the door.",
      "  const token = present(env, 'NEW_TOKEN') ?? env.OTHER_NAME;",
    ].join('\n');
    assert.deepEqual(tagsOf(source), [
      { name: 'NEW_LIMIT', fallback: '5', secret: false, description: 'How many at once; more than 5 waits.' },
      { name: 'NEW_TOKEN', fallback: null, secret: true, description: 'Opens the door.' },
    ]);
    assert.deepEqual([...namesReadBy(source)].sort(), ['NEW_LIMIT', 'NEW_TOKEN', 'OTHER_NAME']);
  });
});
