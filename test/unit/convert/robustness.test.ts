// Any document, converted to any target, gives an output or a ConvertError saying why: never another exception.
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { ConvertError, TARGETS } from '../../../server/src/core/convert';
import { convertDocument } from '../../../server/src/core/convert/document';
import { SchemaDocument } from '../../../server/src/core/model/document';
import { jsonAdapter } from '../../../server/src/core/languages/json/adapter';
import { ENGINE } from '../../helpers/engine';
import { fuzzParams, randomValueDocument, structuralDocument, textMutatedDocument } from '../../helpers/fuzz';

test('convert: every fuzzed document gives an output or a ConvertError, for every target', async () => {
  let converted = 0;
  const params = fuzzParams(60);
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(structuralDocument, randomValueDocument, textMutatedDocument),
      fc.constantFrom(...TARGETS),
      async (seed, target) => {
        const doc = new SchemaDocument(
          {
            uri: `file:///w/${seed.filename}`,
            languageId: seed.filename.endsWith('.jsonc') ? 'jsonc' : 'json',
            text: seed.text,
          },
          jsonAdapter,
        );
        try {
          const { output, notes, remaining } = convertDocument(doc, target, { engine: ENGINE });
          assert.notEqual(output, undefined);
          for (const n of [...notes, ...remaining]) assert.ok(n.path === '' || n.path.startsWith('/'), n.path);
          converted++;
        } catch (e) {
          if (!(e instanceof ConvertError)) throw e;
          assert.ok(e.message.length > 0);
        }
      },
    ),
    params,
  );
  assert.ok(converted > 0, `some documents converted (the property saw real conversions): ${converted} of ${params.numRuns}`);
});
