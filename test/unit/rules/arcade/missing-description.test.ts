import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ruleTester } from '../../../helpers/ruleTester';
import { analyzeText, fixture, mutate } from '../../../helpers/diagnose';
import { missingDescription } from '../../../../server/src/core/rules/arcade/missing-description';

const current = fixture('weather.current.tool.json');
const v1 = fixture('greet.v1.tool.json');

ruleTester(missingDescription, {
  valid: [
    { name: 'the current fixture (value-schema descriptions may be null)', code: current },
    { name: 'the 1.0 fixture', code: v1 },
    {
      name: "a description that is not a string is the schema's",
      code: mutate(current, '"description": "Returns the daily forecast for a city."', '"description": 0'),
    },
  ],
  invalid: [
    {
      name: 'no tool description: reported on the name',
      code: mutate(
        v1,
        '"name": "Greet",\n  "fully_qualified_name": "Hello.Greet@0.1.0",\n  "description": "Greets someone by name.",',
        '"name": «"Greet"»,\n  "fully_qualified_name": "Hello.Greet@0.1.0",',
      ),
      errors: ['The tool has no description: the model relies on it.'],
    },
    {
      name: 'a blank tool description and a null parameter description',
      code: mutate(
        mutate(current, '"Returns the daily forecast for a city."', '«"  "»'),
        '"description": "How many days to return."',
        '"description": «null»',
      ),
      errors: [
        'The tool has a blank description: the model relies on it.',
        'Parameter "days" has a null description: Arcade\'s catalog rejects it',
      ],
    },
    {
      name: "a parameter without description or name: the object's brace",
      code: '{ "name": "T", "description": "d", "input": { "parameters": [ «{» "required": true, "value_schema": { "val_type": "string" } } ] } }',
      errors: ['This parameter has no description'],
    },
  ],
});

/** Severity and wording per case, current format: each claim pinned to the upstream code that makes it true. */
const CASES: { name: string; text: string; severity: 'error' | 'warning'; message: string }[] = [
  // schema.py ToolDefinition.description: str, required — pydantic's load fails.
  {
    name: 'tool description missing',
    text: mutate(current, '  "description": "Returns the daily forecast for a city.",\n', ''),
    severity: 'error',
    message: 'The tool has no description: Arcade rejects it when it loads the definition (pydantic: `description` is a required field)',
  },
  {
    name: 'tool description null',
    text: mutate(current, '"Returns the daily forecast for a city."', 'null'),
    severity: 'error',
    message: 'The tool has a null description: Arcade rejects it when it loads the definition (pydantic: `description` must be a string)',
  },
  // catalog.py ToolCatalog.create_tool_definition: `if not tool_description: raise ToolDefinitionError(… missing a description …)`.
  {
    name: 'tool description ""',
    text: mutate(current, '"Returns the daily forecast for a city."', '""'),
    severity: 'error',
    message:
      'The tool has an empty description: Arcade\'s catalog rejects it when it builds the tool (the tool "is missing a description")',
  },
  // The same check: "   " is truthy, so the catalog accepts it.
  {
    name: 'tool description blank',
    text: mutate(current, '"Returns the daily forecast for a city."', '"   "'),
    severity: 'warning',
    message: 'The tool has a blank description: the model relies on it.',
  },
  // catalog.py extract_field_info: `if param_info.description is None: raise ToolInputSchemaError(… missing a description …)`.
  {
    name: 'parameter description missing',
    text: mutate(current, '"description": "How many days to return.",\n', ''),
    severity: 'error',
    message:
      'Parameter "days" has no description: Arcade\'s catalog rejects it when it builds the tool (the parameter "is missing a description")',
  },
  // The same check is `is None` only: "" passes.
  {
    name: 'parameter description ""',
    text: mutate(current, '"How many days to return."', '""'),
    severity: 'warning',
    message: 'Parameter "days" has an empty description: the model relies on it.',
  },
];

for (const c of CASES)
  test(`arcade/missing-description, current format: ${c.name} is ${c.severity === 'error' ? 'an error' : 'a warning'}, with a true message`, async () => {
    const analysis = await analyzeText(c.text, 'weather.tool.json');
    const found = analysis.problems.filter((p) => p.code === 'arcade/missing-description');
    assert.equal(found.length, 1, JSON.stringify(analysis.problems.map((p) => p.message)));
    assert.equal(found[0].severity, c.severity);
    assert.ok(found[0].message.startsWith(c.message), found[0].message);
    assert.ok(!found[0].message.includes("Arcade's tooling rejects"), 'the old, untrue claim');
    // One problem, one diagnostic: the schema's own missing/typed description problem is replaced.
    assert.deepEqual(
      analysis.problems.filter((p) => p.code.startsWith('schema/')).map((p) => p.message),
      [],
    );
  });

test('arcade/missing-description: a configured severity wins over the per-case one', async () => {
  const text = mutate(current, '"Returns the daily forecast for a city."', '""');
  const { DEFAULT_SETTINGS } = await import('../../../../server/src/core/settings/settings');
  const analysis = await analyzeText(text, 'weather.tool.json', { ...DEFAULT_SETTINGS, rules: { 'arcade/missing-description': 'info' } });
  assert.deepEqual(
    analysis.problems.filter((p) => p.code === 'arcade/missing-description').map((p) => p.severity),
    ['info'],
  );
});
