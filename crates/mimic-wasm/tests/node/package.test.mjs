// The built WebAssembly package gives the answers of the Rust tools on the
// shared fixtures. Run by scripts/test-wasm.sh, which builds the package and
// the `validate` example and passes their paths:
//   MIMIC_WASM_PKG=<package folder> MIMIC_VALIDATE=<validate binary>
//   MIMIC_EVAL=<eval-candidate-scorer binary> MIMIC_TSC=<pinned tsc> node --test
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const testdata = (...parts) => join(ROOT, 'testdata', ...parts);

function required(name) {
  const value = process.env[name];
  assert.ok(value, `${name} is not set; run scripts/test-wasm.sh`);
  return value;
}

const mimic = createRequire(import.meta.url)(required('MIMIC_WASM_PKG'));

/** The `*.jsonl` files of testdata/DIR, relative to the repository root. */
const jsonlFiles = (dir) =>
  readdirSync(testdata(dir))
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .map((name) => join('testdata', dir, name));

/** What `validate [--strict] FILE` prints: problem lines, then a summary. */
function validateTool(file, strict) {
  const args = [...(strict ? ['--strict'] : []), file];
  let stdout;
  try {
    stdout = execFileSync(required('MIMIC_VALIDATE'), args, { cwd: ROOT, encoding: 'utf8' });
  } catch (e) {
    // Exit status 3 means "invalid records found" (docs/architecture.md, exit codes); anything else is a failure.
    assert.equal(e.status, 3, `validate ${args.join(' ')}: ${e.stderr}`);
    stdout = e.stdout;
  }
  const lines = stdout.trimEnd().split('\n');
  return { problems: lines.slice(0, -1), summary: lines.at(-1) };
}

test('every fixture trace gets the verdicts and messages of the validate tool', () => {
  const files = [
    ...jsonlFiles('bad'),
    ...jsonlFiles('traces'),
    ...jsonlFiles(join('mapping', 'traces')),
    ...jsonlFiles(join('viewer', 'traces')),
  ];
  assert.ok(files.length >= 18, `found only ${files.length} fixture traces`);
  let compared = 0;
  for (const file of files) {
    for (const strict of [false, true]) {
      const rust = validateTool(file, strict);
      // The file's bytes, so invalid UTF-8 reaches the parser as it is.
      const verdicts = mimic.parseJsonl(readFileSync(join(ROOT, file)), strict, file);
      const where = `${file}${strict ? ' --strict' : ''}`;
      assert.deepEqual(verdicts.flatMap((v) => v.messages), rust.problems, where);

      const records = verdicts.filter((v) => v.line > 0);
      const invalid = records.filter((v) => !v.valid).length;
      const [, count, invalidCount] = rust.summary.match(/^(\d+) records?, (\d+) invalid/) ?? [];
      assert.equal(records.length, Number(count), `${where}: ${rust.summary}`);
      assert.equal(invalid, Number(invalidCount), `${where}: ${rust.summary}`);
      compared += rust.problems.length;
    }
  }
  assert.ok(compared >= 40, `only ${compared} messages compared; the fixtures shrank?`);
});

test('one record, as an object or as text, gets the verdict of its line', () => {
  const text = readFileSync(testdata('bad', 'inconsistent-mapping.jsonl'), 'utf8');
  const lines = text.split('\n').filter((line) => line.trim());
  const verdicts = mimic.parseJsonl(text, true);
  assert.equal(verdicts.length, lines.length);
  lines.forEach((line, i) => {
    const fromText = mimic.validateRecord(line, true);
    assert.deepEqual(fromText.errors, verdicts[i].errors);
    const fromObject = mimic.validateRecord(JSON.parse(line), true);
    // Columns differ once JSON.stringify re-spaces the text; rule messages do not.
    assert.deepEqual(
      fromObject.errors.filter((e) => e.kind === 'rule'),
      verdicts[i].errors.filter((e) => e.kind === 'rule'),
    );
    assert.equal(fromObject.valid, verdicts[i].valid);
  });
  const invalid = verdicts.find((v) => !v.valid);
  assert.ok(invalid, 'the fixture holds an invalid record');
  assert.match(invalid.messages[0], /^\d+: /);
});

test('the fixture records parse, validate and round-trip unchanged', () => {
  for (const name of readdirSync(testdata('records')).filter((n) => n.endsWith('.json'))) {
    const record = JSON.parse(readFileSync(testdata('records', name), 'utf8'));
    const verdict = mimic.validateRecord(record, true);
    assert.ok(verdict.valid, `${name}: ${JSON.stringify(verdict.errors)}`);
    assert.deepEqual(verdict.warnings, []);
    assert.deepEqual(verdict.record, record, name);
  }
});

/** The JSON body of an insta snapshot file. */
function snapshot(path) {
  const text = readFileSync(path, 'utf8');
  return JSON.parse(text.slice(text.indexOf('\n---\n') + 5));
}

test('every mapping catalogue case maps as its snapshot says', () => {
  const cases = readdirSync(testdata('mapping')).filter((n) => n.endsWith('.json'));
  assert.ok(cases.length >= 30, `found only ${cases.length} catalogue cases`);
  for (const name of cases) {
    const { description, ...request } = JSON.parse(readFileSync(testdata('mapping', name), 'utf8'));
    const expected = snapshot(
      join(ROOT, 'crates/mimic-map/tests/snapshots', `catalogue__case@${name}.snap`),
    );
    const recorded = mimic.mapAction(request);
    // Snapshots store the recorded mapping as serde_json writes it.
    assert.deepEqual(recorded, expected, `${name}: ${description}`);
  }
});

test('records mapped with the current rules map to what they store', () => {
  const lines = readFileSync(testdata('mapping/traces/current-rules.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim());
  assert.ok(lines.length > 0);
  for (const line of lines) {
    const record = JSON.parse(line);
    const mapped = mimic.mapRecord(record);
    assert.deepEqual(mapped.mapping, record.mapping, record.stepId);
    assert.equal(mapped.chosenCandidateId, record.chosenCandidateId, record.stepId);
    assert.deepEqual(mapped.mimic.mapping, record.mimic.mapping, record.stepId);
  }
});

test('bad mapping input is refused with the argument and path named', () => {
  const request = JSON.parse(readFileSync(testdata('mapping/near-miss-1px.json'), 'utf8'));
  delete request.description;
  assert.throws(
    () => mimic.mapAction({ ...request, nearMissTolerancePx: -1 }),
    /near-miss tolerance must be a finite number of pixels, 0 or more, found -1/,
  );
  assert.throws(
    () => mimic.mapAction({ ...request, previousAction: [] }),
    /^Error: request\.previousAction: unknown field `previousAction`, expected one of/,
  );
  const broken = structuredClone(request);
  delete broken.observation.candidates[0].bounds.width;
  assert.throws(
    () => mimic.mapAction(broken),
    /request\.observation\.candidates\[0\]\.bounds: missing field `width`/,
  );
});

test('a trace scrubber redacts typed secrets in later records too', () => {
  const password = 'hunter2-correct-horse';
  const record = JSON.parse(readFileSync(testdata('records/type_text-matched_candidate.json'), 'utf8'));
  const field = record.observation.candidates.find((c) => c.id === record.chosenCandidateId);
  field.metadata = { ...field.metadata, inputType: 'password' };
  record.chosenAction.text = password;
  record.taskGoal = 'Log in with sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD';

  const scrubber = new mimic.TraceScrubber();
  const first = scrubber.scrubAndValidate(structuredClone(record));
  assert.ok(first.valid, JSON.stringify(first.errors));
  assert.ok(first.redactedPaths.includes('chosenAction.text'), first.redactedPaths);
  assert.ok(first.redactedPaths.includes('taskGoal'), first.redactedPaths);
  assert.deepEqual(first.record.mimic.redaction, { redacted: true, paths: first.redactedPaths });

  // The next step quotes the raw password; only the trace's scrubber knows it.
  const next = structuredClone(record);
  next.stepId = 'step-next';
  next.taskGoal = 'Check the profile';
  next.chosenAction = { type: 'wait' };
  delete next.chosenCandidateId;
  next.mapping = { status: 'no_target' };
  delete next.mimic;
  next.previousActions.push({ type: 'type_text', text: password });
  const second = scrubber.scrub(structuredClone(next));
  assert.ok(!JSON.stringify(second.record).includes(password));
  assert.ok(second.redactedPaths.some((p) => p.startsWith('previousActions')), second.redactedPaths);
  const alone = mimic.scrubRecord(structuredClone(next));
  assert.ok(JSON.stringify(alone.record).includes(password), 'a fresh scrubber cannot know it');

  const invalid = scrubber.scrubAndValidate({ ...structuredClone(record), stepId: '' });
  assert.equal(invalid.valid, false);
  assert.deepEqual(invalid.errors, [{ path: 'stepId', kind: 'rule', message: 'must not be empty' }]);
});

test('the declared ProblemKind union lists every kind the fixtures raise', () => {
  const declarations = readFileSync(join(required('MIMIC_WASM_PKG'), 'mimic_wasm.d.ts'), 'utf8');
  const union = declarations.match(/export type ProblemKind = ([^;]+);/);
  assert.ok(union, 'mimic_wasm.d.ts declares ProblemKind');
  const declared = new Set([...union[1].matchAll(/"(\w+)"/g)].map((m) => m[1]));
  const seen = new Set();
  for (const file of jsonlFiles('bad')) {
    for (const strict of [false, true]) {
      for (const verdict of mimic.parseJsonl(readFileSync(join(ROOT, file)), strict)) {
        for (const problem of [...verdict.errors, ...verdict.warnings]) seen.add(problem.kind);
      }
    }
  }
  assert.ok(seen.size >= 6, `the bad fixtures raised only ${[...seen]}`);
  for (const kind of seen) assert.ok(declared.has(kind), `${kind} is not in ${union[1]}`);
  // The generated record types are part of the package's declarations.
  assert.match(declarations, /export type MimicTraceRecordV1 = \{ schema: SchemaTag,/);
  assert.doesNotMatch(declarations, /export function \w+\([^)]*: any/);
});

const jsonLines = (path) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));

/** Numbers as metrics.json writes them: six decimals. */
const sixDecimals = (value) =>
  JSON.parse(JSON.stringify(value), (_, v) => (typeof v === 'number' ? Number(v.toFixed(6)) : v));

test('examples and predictions score as eval-candidate-scorer scores their files', () => {
  const dataset = testdata('eval', 'dataset');
  const splits = Object.fromEntries(
    ['train', 'val', 'test'].map((split) => [split, jsonLines(join(dataset, `${split}.jsonl`))]),
  );
  const predictionsFile = testdata('eval', 'predictions-hand.jsonl');
  const predictions = jsonLines(predictionsFile);
  for (const ks of [[1, 3], [1, 2, 5]]) {
    const out = mkdtempSync(join(tmpdir(), 'mimic-wasm-eval-'));
    try {
      execFileSync(
        required('MIMIC_EVAL'),
        ['--dataset', dataset, '--predictions', `hand=${predictionsFile}`, '--out', out, '--k', ks.join(',')],
        { cwd: ROOT, stdio: 'pipe' },
      );
      const rust = JSON.parse(readFileSync(join(out, 'eval', 'hand', 'metrics.json'), 'utf8'));
      const wasm = sixDecimals(mimic.computeMetrics(splits, predictions, { ks }));
      assert.deepEqual(wasm.ks, rust.ks);
      for (const group of ['overall', 'bySplit', 'byTask', 'bySite', 'byActionType']) {
        assert.deepEqual(wasm[group], rust[group], `${group} at k = ${ks}`);
      }
      assert.equal(wasm.unmapped.total, rust.unmapped.total);
      const ids = (list) => list.map((item) => item.exampleId);
      for (const problem of ['unknownExampleIds', 'duplicateExampleIds', 'missingPredictions']) {
        assert.deepEqual(ids(wasm.problems[problem]), ids(rust.problems[problem]), problem);
      }
      assert.ok(rust.overall.targeted > 0 && rust.overall.topK['1'].hits > 0, 'a dataset worth scoring');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }
  assert.throws(
    () => mimic.computeMetrics(splits, [{ ...predictions[0], candidateIds: ['a', 'a'] }]),
    /predictions\[0\]/,
  );
});

test('a TypeScript program type-checks against the package and gets the Rust answers', () => {
  const tsc = required('MIMIC_TSC');
  const dir = mkdtempSync(join(tmpdir(), 'mimic-wasm-ts-'));
  try {
    // An ES module importing the package by name, as computer-use-mcp would.
    writeFileSync(join(dir, 'package.json'), '{"type": "module"}\n');
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(resolve(required('MIMIC_WASM_PKG')), join(dir, 'node_modules', 'mimic-wasm'), 'dir');
    copyFileSync(join(ROOT, 'crates/mimic-wasm/tests/typescript/consumer.ts'), join(dir, 'consumer.ts'));
    // wasm-bindgen's classes declare [Symbol.dispose]: esnext.disposable.
    const compile = ['--strict', '--pretty', 'false', '--target', 'es2022'];
    compile.push('--lib', 'es2022,esnext.disposable');
    compile.push('--module', 'nodenext', '--moduleResolution', 'nodenext', 'consumer.ts');
    try {
      execFileSync(process.execPath, [tsc, ...compile], { cwd: dir, encoding: 'utf8' });
    } catch (e) {
      assert.fail(`tsc rejected consumer.ts:\n${e.stdout}${e.stderr}`);
    }
    const printed = execFileSync(process.execPath, ['consumer.js'], { cwd: dir, encoding: 'utf8' });
    const result = JSON.parse(printed);
    // mimic-map's own doc example asserts this reason for this click.
    assert.equal(result.status, 'matched_candidate');
    assert.equal(result.top1, 1);
    assert.equal(result.reason, 'inside button "Go" (go), the only candidate at (20, 20)');
    assert.equal(result.gold, 'go');
    assert.equal(result.writable, true);
    assert.deepEqual(result.lines[0], { line: 1, valid: true, messages: [] });
    assert.equal(result.lines[1].valid, false);
    assert.match(result.lines[1].messages[0], /^2: schema: invalid type: integer `1`/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
