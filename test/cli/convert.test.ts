// toolschema-convert as a user runs it: the bundled dist/convert.js, JSON on stdout, notes on stderr, exit codes.
import { test, after } from 'node:test';
import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { convertMain } from '../helpers/lintMain';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

const CONVERT = path.resolve(__dirname, '../../../dist/convert.js');
const FIXTURES = path.resolve(__dirname, '../../../test/fixtures/convert');
const dir = mkdtempSync(path.join(tmpdir(), 'toolschema-convert-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** The real binary, for what only a process shows (--help, its exit status). */
const spawned = (...args: string[]) => spawnSync(process.execPath, [CONVERT, ...args], { cwd: FIXTURES, encoding: 'utf8' });
/** The conversion's output and status: the bin's main in this process (no Node start per case). */
const run = (...args: string[]) => convertMain(FIXTURES, args);
const write = (name: string, text: string) => {
  writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
};

test('convert: --to openai prints the function tool on stdout, and on stderr what falls outside strict mode', () => {
  const r = run('--to', 'openai', 'plan-trip.tool.json');
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.equal(out.type, 'function');
  assert.equal(out.function.name, 'Travelbox_PlanTrip');
  assert.equal(out.function.strict, true);
  assert.equal(
    r.stderr,
    'toolschema-convert: plan-trip.tool.json: /input/parameters/6/value_schema: outside OpenAI\'s strict mode: a `json` value without `properties` is shown as a bare {"type": "object"}.\n',
  );
});

test('convert: --to anthropic prints name, description, input_schema', () => {
  const r = run('--to', 'anthropic', 'ping.tool.json');
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout), {
    name: 'Health_Ping',
    description: 'Checks that the service answers.',
    input_schema: { type: 'object', properties: {} },
  });
});

test('convert: --to mcp prints the MCP tool with inputSchema, outputSchema, annotations', () => {
  const r = run('-t', 'mcp', 'plan-trip.tool.json');
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.deepEqual(Object.keys(out), ['name', 'description', 'inputSchema', 'outputSchema', 'annotations', 'title', '_meta']);
  assert.match(out.description, /^\[DEPRECATED: Use Travelbox\.PlanJourney instead\.\] /);
});

test('convert: --to pedelec on an Arcade definition lists on stderr what was dropped and the warnings left', () => {
  const r = run('--to', 'pedelec', 'plan-trip.tool.json');
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(Object.keys(JSON.parse(r.stdout)), ['name', 'description', 'argsSchema']);
  assert.match(
    r.stderr,
    /^toolschema-convert: plan-trip\.tool\.json: \/deprecation_message: dropped: a Pedelec tool has no deprecation field\.$/m,
  );
  assert.match(r.stderr, /^toolschema-convert: plan-trip\.tool\.json: \/input\/parameters\/6\/value_schema\/nullable: dropped: /m);
  assert.match(r.stderr, /still has, at \/properties\/stops\/type: warning pedelec\/unbounded-array: /);
});

test('convert: --to pedelec on a JSON Schema inlines references and lists every dropped keyword', () => {
  const r = run('--to', 'pedelec', 'order.zod.json');
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.equal(out.properties.shipTo.properties.street.type, 'string');
  assert.doesNotMatch(r.stdout, /\$ref|definitions|additionalProperties|format/);
  assert.match(r.stderr, /\/definitions\/PlaceOrder\/properties\/email\/format: dropped: Use `pattern` for simple shapes/);
  assert.match(r.stderr, /\/definitions\/PlaceOrder\/properties\/shipTo\/\$ref: inlined "#\/definitions\/Address"\./);
  assert.doesNotMatch(r.stderr, /still has/);
});

test('convert: --pointer picks one schema of an OpenAPI document', () => {
  const r = run('--to', 'pedelec', '--pointer', '/components/schemas/Pet', 'petstore.openapi.json');
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(JSON.parse(r.stdout).required, ['name']);
});

test('convert: --help prints the usage with every target and exits 0', () => {
  const r = spawned('--help');
  assert.equal(r.status, 0);
  assert.match(r.stdout, /^Usage: toolschema-convert --to <openai\|anthropic\|mcp\|pedelec>/);
  for (const t of ['openai', 'anthropic', 'mcp', 'pedelec']) assert.match(r.stdout, new RegExp(`--to ${t} `));
});

test('convert: input it cannot convert exits 2 with a message saying why and where, nothing on stdout', () => {
  const cases: [string[], RegExp][] = [
    [['--to', 'openai', 'order.zod.json'], /order\.zod\.json: cannot convert to openai: this is not an Arcade tool definition/],
    [
      ['--to', 'pedelec', 'petstore.openapi.json'],
      /cannot convert to pedelec: this is a whole OpenAPI document: name the schema to convert with --pointer/,
    ],
    [
      ['--to', 'pedelec', '-p', '/components/schemas/Node', 'petstore.openapi.json'],
      /cannot convert to pedelec at \/components\/schemas\/Node\/properties\/next\/\$ref: .* refers to itself/,
    ],
    [
      ['--to', 'openai', write('broken.tool.json', '{"name": "x",,}')],
      /broken\.tool\.json: cannot convert to openai: 1:14: .* Fix the JSON first\./,
    ],
    [['--to', 'openai', write('deep.tool.json', '['.repeat(5000) + ']'.repeat(5000))], /nested too deeply to convert/],
    [['--to', 'gemini', 'ping.tool.json'], /unknown target "gemini"; use --to openai, anthropic, mcp, pedelec/],
    [['ping.tool.json'], /no --to given/],
    [['--to', 'openai'], /give exactly one file \(got 0\)/],
    [['--to', 'openai', 'missing.json'], /cannot read missing\.json: no such file or directory/],
    [
      ['--to', 'openai', '--frobnicate', 'ping.tool.json'],
      /^toolschema-convert: unknown option "--frobnicate". Run toolschema-convert --help for the options.\n$/,
    ],
  ];
  for (const [args, message] of cases) {
    const r = run(...args);
    assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.equal(r.stdout, '', args.join(' '));
    assert.match(r.stderr, message, args.join(' '));
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
  }
});

test('convert: control characters from the file are escaped on stderr and stdout', () => {
  const evil = '\u001b]0;pwned\u0007\u009b2J\u202e';
  const schema = { type: 'object', properties: { [evil]: { type: 'string', format: 'email', description: `a${evil}` } } };
  const r = run('--to', 'pedelec', write('evil.json', JSON.stringify(schema)));
  assert.equal(r.status, 0, r.stderr);
  for (const stream of [r.stdout, r.stderr]) assert.doesNotMatch(stream, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
  assert.match(r.stderr, /\/properties\/\\u001b\]0;pwned\\u0007\\u009b2J\\u202e\/format: dropped/);
  // stdout stays JSON with the same value.
  assert.equal(JSON.parse(r.stdout).properties[evil].description, `a${evil}`);
});
