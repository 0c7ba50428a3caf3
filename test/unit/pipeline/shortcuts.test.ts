/**
 * Shortcuts the CLI takes on every file give what the general way gives: the path of a plain `file:` URI (no URL
 * parsed) and a JSON pointer segment with nothing to escape (no regular expression run); the line index's shortcut
 * is test/unit/model/lineIndex.test.ts's.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { pathOfUri } from '../../../server/src/core/pipeline/analyze';
import { pointer } from '../../../server/src/core/hosts/types';

const byUrl = (uri: string) => decodeURIComponent(new URL(uri).pathname);

test('pathOfUri: a file URI gives the path URL parsing gives, dot segments, escapes and odd characters included', () => {
  const segment = fc.stringMatching(/^[\w\-.+@ %#?:é]{1,8}$/);
  fc.assert(
    fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
      const written = `file:///${segments.join('/')}`;
      let expected: string;
      try {
        expected = byUrl(written);
      } catch {
        return; // not a URI decodeURIComponent reads (a lone %): the general way's own fallback
      }
      assert.equal(pathOfUri(written), expected, written);
      const made = pathToFileURL(`/${segments.join('/')}`).toString();
      assert.equal(pathOfUri(made), byUrl(made), made);
    }),
    { seed: 24, numRuns: 2000 },
  );
  assert.equal(pathOfUri('file:///w/a/../wrapper_tools/T.json'), '/w/wrapper_tools/T.json');
  assert.equal(pathOfUri('file:///w/wrapper_tools/r1_T.json'), '/w/wrapper_tools/r1_T.json');
});

test('pointer: a segment is escaped as RFC 6901 says, whatever it holds', () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[a-z~/0-9_]{0,8}$/), (key) => {
      assert.equal(pointer('/input', key), `/input/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }),
    { seed: 24, numRuns: 500 },
  );
  assert.equal(pointer('/input/parameters', 3), '/input/parameters/3');
  assert.equal(pointer('', 'a/~b'), '/a~1~0b');
});
