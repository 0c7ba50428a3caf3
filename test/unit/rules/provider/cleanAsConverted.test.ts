/**
 * The verdict on an Arcade definition's plain value without its converted schema (rules/provider/cleanAsConverted.ts):
 * never "clean" where checking the schema Arcade's OpenAI converter builds finds something (fuzzed definitions against
 * the OpenAI profiles and tightened copies of them), a shape exactly where the definition is readable, and the
 * converted schema is not built for a clean definition.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { readArcadeDefinition } from '../../../../server/src/core/hosts/arcadeDefinition';
import { toOpenAi } from '../../../../server/src/core/hosts/openai';
import { isJsonObject } from '../../../../server/src/core/hosts/types';
import type { JsonValue } from '../../../../server/src/core/model/tree';
import { checkSchema } from '../../../../server/src/core/rules/provider/checkSchema';
import { cleanAsConverted, convertedShape } from '../../../../server/src/core/rules/provider/cleanAsConverted';
import { convertedFaults } from '../../../../server/src/core/rules/provider/convertedFaults';
import { profileById } from '../../../../server/src/core/rules/provider/profiles';
import type { Constraint, Profile } from '../../../../server/src/core/rules/provider/profiles/types';
import { subjectsOf } from '../../../../server/src/core/rules/provider/subjects';
import { toolDefinition } from '../../../bench/generate';
import { fuzzParams } from '../../../helpers/fuzz';

const strict = profileById('openai-strict')!;
const plain = profileById('openai')!;

const fieldName = fc.constantFrom('a', 'b', 'c', '__proto__', 'a_rather_long_field_name');
const enumValues = fc.option(fc.array(fc.constantFrom('x', 'yy', 'zzzz'), { maxLength: 5 }));
const fields = (vs: fc.Arbitrary<JsonValue>) => fc.dictionary(fieldName, vs, { maxKeys: 3 });
/** Mostly the shapes the converter reads (a scalar, an object with fields, a typed array), some with anything set. */
const valueSchema = fc.letrec<{ vs: JsonValue }>((tie) => ({
  vs: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ val_type: fc.constantFrom('string', 'integer', 'boolean'), enum: enumValues, nullable: fc.option(fc.boolean()) }),
    fc.record({ val_type: fc.constant('json'), properties: fields(tie('vs')), required_keys: fc.option(fc.array(fieldName)) }),
    fc.record({
      val_type: fc.constant('array'),
      inner_val_type: fc.constantFrom('string', 'json'),
      inner_properties: fields(tie('vs')),
      enum: enumValues,
    }),
    fc.record(
      {
        val_type: fc.constantFrom('string', 'number', 'json', 'array'),
        inner_val_type: fc.constantFrom(null, 'number', 'json'),
        enum: enumValues,
        properties: fc.option(fields(tie('vs'))),
        inner_properties: fc.option(fields(tie('vs'))),
        nullable: fc.option(fc.boolean()),
      },
      { requiredKeys: ['val_type'] },
    ),
  ) as fc.Arbitrary<JsonValue>,
}));
const parameter = fc.record({ name: fieldName, required: fc.boolean(), value_schema: valueSchema.vs });
const asDefinition = (parameters: JsonValue[]): JsonValue => ({
  name: 'T',
  fully_qualified_name: 'K.T@1',
  description: '',
  input: { parameters },
});
const definition = fc.array(parameter, { maxLength: 4 }).map(asDefinition);
/** Parameters each named once (the converter shows a repeated name once). */
const onceNamed = fc.uniqueArray(parameter, { maxLength: 4, selector: (p) => p.name }).map(asDefinition);

/** The verdict as the provider rules ask it: the shape of the plain value, then the profile's demands on it. */
const judgedClean = (value: JsonValue, profile: Profile) => {
  const shape = convertedShape(value);
  return shape !== undefined && cleanAsConverted(shape, profile);
};

/** OpenAI strict mode with its size limits drawn small, so that fuzzed definitions reach them. */
const tightened = fc
  .record({
    maxDepth: fc.integer({ min: 1, max: 5 }),
    maxProperties: fc.integer({ min: 0, max: 20 }),
    maxEnumValues: fc.integer({ min: 0, max: 20 }),
    maxStringLength: fc.integer({ min: 0, max: 40 }),
    over: fc.integer({ min: 0, max: 3 }),
    maxLength: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ over, maxLength, ...limits }): Profile => ({
    ...strict,
    constraints: strict.constraints.map((c): Constraint =>
      c.kind === 'schema-too-large' ? { ...c, ...limits, largeEnum: { over, maxLength } } : c,
    ),
  }));

const convertedFindings = (value: JsonValue, profile: Profile) => {
  const f = toOpenAi(readArcadeDefinition(value)).function;
  return checkSchema(isJsonObject(f) ? f.parameters : undefined, profile);
};

test('cleanAsConverted: never clean where the converted schema has a finding (fuzzed definitions and profiles)', () => {
  let clean = 0;
  let found = 0;
  const params = fuzzParams(2000);
  fc.assert(
    fc.property(definition, fc.oneof(fc.constant(strict), fc.constant(plain), tightened), (d, profile) => {
      const findings = convertedFindings(d, profile);
      if (judgedClean(d, profile)) {
        assert.deepEqual(findings, []);
        clean++;
      } else if (findings.length) found++;
    }),
    params,
  );
  // Both sides reached, whatever the seed and the number of runs (FUZZ_RUNS): a twentieth of the runs each, at least
  // (at 300 runs, about two thirds were judged clean and a quarter had findings).
  const least = params.numRuns / 20;
  assert.ok(clean >= least && found >= least, `${clean} judged clean, ${found} with findings, of ${params.numRuns}`);
});

test('cleanAsConverted: clean at each size limit, not clean one below it, as the converted schema’s check says', () => {
  // 5 properties (abc, de, f, g, e), 11 characters (their names and the enum's strings), 3 levels of objects,
  // 3 enum values (the optional `e` gets `null`).
  const d: JsonValue = {
    name: 'T',
    fully_qualified_name: 'K.T@1',
    description: '',
    input: {
      parameters: [
        {
          name: 'abc',
          required: true,
          value_schema: {
            val_type: 'json',
            properties: { de: { val_type: 'string' }, f: { val_type: 'json', properties: { g: { val_type: 'integer' } } } },
          },
        },
        { name: 'e', required: false, value_schema: { val_type: 'string', enum: ['x', 'yy'] } },
      ],
    },
  };
  const limits = { maxProperties: 5, maxStringLength: 11, maxDepth: 3, maxEnumValues: 3 };
  const withLimits = (set: Partial<typeof limits>): Profile => ({
    ...strict,
    constraints: strict.constraints.map((c): Constraint => (c.kind === 'schema-too-large' ? { ...c, ...limits, ...set } : c)),
  });
  assert.equal(judgedClean(d, withLimits({})), true);
  assert.deepEqual(convertedFindings(d, withLimits({})), []);
  for (const [limit, at] of Object.entries(limits)) {
    const below = withLimits({ [limit]: at - 1 });
    assert.equal(judgedClean(d, below), false, limit);
    assert.equal(convertedFindings(d, below).length, 1, limit);
  }
});

test('cleanAsConverted: generated definitions are clean for OpenAI strict mode unless a value is free-form or an array untyped', () => {
  let clean = 0;
  for (let seed = 0; seed < 200; seed++) {
    const d = JSON.parse(toolDefinition(seed)) as JsonValue;
    const verdict = judgedClean(d, strict);
    if (verdict) clean++;
    else assert.notDeepEqual(convertedFindings(d, strict), [], `seed ${seed} is clean but not judged so`);
  }
  assert.ok(clean >= 50, `${clean} of 200 judged clean`);
  // A profile constraint it does not decide (a type list) is left to the full check.
  const withTypeList: Profile = {
    ...strict,
    constraints: [...strict.constraints, { kind: 'type-list', source: strict.constraints[0].source }],
  };
  assert.equal(judgedClean(JSON.parse(toolDefinition(0)) as JsonValue, withTypeList), false);
});

test('convertedFaults: exactly what checking the converted schema finds, in its order, wherever it answers (fuzzed definitions and profiles)', () => {
  let known = 0;
  let left = 0;
  const params = fuzzParams(2000);
  fc.assert(
    fc.property(fc.oneof(definition, onceNamed), fc.oneof(fc.constant(strict), fc.constant(plain), tightened), (d, profile) => {
      const shape = convertedShape(d);
      const faults = shape && isJsonObject(d) ? convertedFaults(d, shape, profile) : undefined;
      if (!faults) return void left++;
      assert.deepEqual(faults, convertedFindings(d, profile));
      if (faults.length) known++;
    }),
    params,
  );
  // Both sides reached, whatever the seed and the number of runs (FUZZ_RUNS): a fiftieth of the runs each, at least
  // (in the seeds tried, faults were known in about 4–7 % of the runs and left to the full check in about a third).
  const least = params.numRuns / 50;
  assert.ok(known >= least && left >= least, `${known} with faults known, ${left} left to the full check, of ${params.numRuns}`);
});

test('cleanAsConverted: the converted schema is built only where a profile may find what the definition does not say', () => {
  const subjectOf = (...parameters: { name: string; valType: string }[]) => {
    const definition = {
      name: 'Put',
      fully_qualified_name: 'Store.Put@1.0.0',
      description: 'Puts.',
      toolkit: { name: 'Store', version: '1.0.0' },
      input: { parameters: parameters.map(({ name, valType }) => ({ name, required: true, value_schema: { val_type: valType } })) },
      output: { available_modes: ['value'] },
    };
    return subjectsOf(definition, 'arcade', [strict])[0];
  };
  const clean = subjectOf({ name: 'x', valType: 'string' });
  assert.equal(clean.clean, true);
  assert.equal(clean.schema, undefined);
  const freeForm = subjectOf({ name: 'x', valType: 'json' }, { name: 'y', valType: 'array' });
  assert.equal(freeForm.clean, false);
  assert.equal(freeForm.schema, undefined);
  assert.deepEqual(
    freeForm.faults?.map((v) => [v.kind, ...v.path]),
    [
      ['open-object', 'properties', 'x'],
      ['array-without-items', 'properties', 'y'],
    ],
  );
  // A parameter named twice is shown once, where it came first, as it came last: the converted schema is checked.
  const repeated = subjectOf({ name: 'x', valType: 'json' }, { name: 'y', valType: 'string' }, { name: 'x', valType: 'string' });
  assert.equal(repeated.faults, undefined);
  assert.ok(isJsonObject(repeated.schema));
  // A parameter named like an array index comes first in the converted `properties`, whatever its place.
  const indexFirst = subjectOf({ name: 'x', valType: 'json' }, { name: '2', valType: 'json' });
  assert.equal(indexFirst.faults, undefined);
  assert.deepEqual(
    checkSchema(indexFirst.schema, strict).map((v) => v.path),
    [
      ['properties', '2'],
      ['properties', 'x'],
    ],
  );
});

/** A value of any JSON kind, for a field the reader is strict about. */
const anyValue: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom('x', 'json', 'array', 'string'),
  fc.constant([1]),
  fc.constant(['a']),
  fc.constant({}),
) as fc.Arbitrary<JsonValue>;
/** Mostly what the reader takes, now and then a value of another kind. */
const mostly = (good: fc.Arbitrary<unknown>): fc.Arbitrary<JsonValue> =>
  fc.oneof({ arbitrary: good as fc.Arbitrary<JsonValue>, weight: 12 }, { arbitrary: anyValue, weight: 1 });
/** Value schemas where any field may hold a value of the wrong kind. */
const oddValueSchema = fc.letrec<{ vs: JsonValue }>((tie) => ({
  vs: mostly(
    fc.record(
      {
        val_type: mostly(fc.constantFrom('string', 'json', 'array', 'number')),
        inner_val_type: mostly(fc.constantFrom('json', 'array', 'integer')),
        enum: mostly(fc.array(fc.constantFrom('x', 'y'))),
        properties: mostly(fields(tie('vs'))),
        inner_properties: mostly(fields(tie('vs'))),
        description: mostly(fc.constantFrom(null, 'd')),
        required_keys: mostly(fc.constant(['a'])),
        inner_required_keys: mostly(fc.constant(['a'])),
        nullable: mostly(fc.constantFrom(null, true, false)),
      },
      { requiredKeys: ['val_type'] },
    ),
  ),
}));
const oddDefinition = fc.record(
  {
    name: mostly(fc.constant('T')),
    fully_qualified_name: mostly(fc.constant('K.T@1')),
    description: mostly(fc.constant('')),
    deprecation_message: mostly(fc.constantFrom(null, 'old')),
    input: mostly(
      fc.record({
        parameters: mostly(
          fc.array(
            mostly(
              fc.record(
                {
                  name: mostly(fieldName),
                  required: mostly(fc.boolean()),
                  description: mostly(fc.constantFrom(null, 'd')),
                  value_schema: oddValueSchema.vs,
                },
                { requiredKeys: ['name', 'required', 'value_schema'] },
              ),
            ),
            { maxLength: 3 },
          ),
        ),
      }),
    ),
    output: mostly(fc.record({ value_schema: mostly(oddValueSchema.vs) }, { requiredKeys: [] })),
  },
  { requiredKeys: ['name', 'description', 'input'] },
) as fc.Arbitrary<JsonValue>;

test('convertedShape: a shape exactly for a definition readArcadeDefinition reads (fuzzed definitions with odd fields)', () => {
  let read = 0;
  let refused = 0;
  const params = fuzzParams(3000);
  fc.assert(
    fc.property(oddDefinition, (value) => {
      let readable = true;
      try {
        readArcadeDefinition(
          isJsonObject(value) && typeof value.fully_qualified_name !== 'string' ? { ...value, fully_qualified_name: 'K.T' } : value,
        );
      } catch {
        readable = false;
      }
      assert.equal(convertedShape(value) !== undefined, readable, JSON.stringify(value));
      if (readable) read++;
      else refused++;
    }),
    params,
  );
  // Both sides reached, whatever the seed and the number of runs (FUZZ_RUNS): a sixtieth of the runs each, at least
  // (at 300 runs, about one in twelve was read).
  const least = params.numRuns / 60;
  assert.ok(read >= least && refused >= least, `${read} read, ${refused} refused, of ${params.numRuns}`);
});
