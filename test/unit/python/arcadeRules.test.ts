/** One rule, two languages: the arcade/… rules and the bundled schema on a Python tool, placed on the Python text. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyzePython, unmark } from './pythonRuleTester';
import { resolveFixes } from '../../../server/src/core/features/fixes';
import { applyEdits } from '../../../server/src/core/model/edits';

const HEADER =
  'from typing import Annotated\nfrom arcade_tdk import tool\nfrom arcade_tdk.metadata import Behavior, Classification, Operation, ServiceDomain, ToolMetadata\n';

const found = (marked: string) => {
  const { text, ranges } = unmark(HEADER + marked);
  const analysis = analyzePython(text);
  return {
    text,
    ranges,
    analysis,
    seen: analysis.problems.map((p) => `${p.code} ${text.slice(p.span.offset, p.span.offset + p.span.length)}`),
  };
};

test('python: metadata contradictions (D11, D13, D14) are arcade/metadata-contradiction on the keyword value, fixed in Python', () => {
  const { text, analysis, seen } = found(
    '@tool(metadata=ToolMetadata(classification=Classification(service_domains=[ServiceDomain.EMAIL]), behavior=Behavior(operations=[Operation.DELETE], read_only=True, destructive=False, open_world=False)))\ndef f(x: Annotated[str, "X"]) -> str:\n    """F."""\n    return x\n',
  );
  assert.deepEqual(seen, [
    'arcade/metadata-contradiction True',
    'arcade/metadata-contradiction False',
    'arcade/metadata-contradiction False',
  ]);
  const readOnly = analysis.problems[0];
  const fixed = resolveFixes(analysis.doc, readOnly).map((f) => applyEdits(text, f.edits));
  assert.ok(
    fixed.some((t) => t.includes('read_only=False, destructive=False')),
    'the read_only=True → False fix is written as Python',
  );
  assert.ok(
    fixed.every((t) => !t.includes('false') && !t.includes('true')),
    'never a JSON literal in Python',
  );
});

test('python: requirement keys (D4–D8) and metadata shape (D9, D16) land on what was written', () => {
  const { seen } = found(
    '@tool(requires_metadata=["client_id", ""], requires_secrets=[" ", 3], metadata=ToolMetadata(behavior=Behavior(colour=1)))\ndef f(x: Annotated[str, "X"]) -> str:\n    """F."""\n    return x\n',
  );
  assert.deepEqual(seen, [
    'arcade/requirement-key "client_id"',
    'arcade/requirement-key ""',
    'arcade/requirement-key " "',
    'schema/wrong-type 3',
    'schema/unknown-property colour',
  ]);
  const wrong = found('@tool(metadata="no")\ndef f(x: Annotated[str, "X"]) -> str:\n    """F."""\n    return x\n');
  assert.deepEqual(wrong.seen, ['schema/wrong-type "no"']);
});

test('python: a renamed parameter that is no identifier (I3) is arcade/invalid-parameter-name on the name string', () => {
  assert.deepEqual(found('@tool\ndef f(x: Annotated[str, "new name", "X"]) -> str:\n    """F."""\n    return x\n').seen, [
    'arcade/invalid-parameter-name "new name"',
  ]);
});

test('python: a clean tool has no problem at all', () => {
  assert.deepEqual(found('@tool\ndef f(x: Annotated[str, "X"]) -> str:\n    """F."""\n    return x\n').seen, []);
});
