/** The CLI's file URIs and the paths association reads back from them: the same strings as Node's URL parser gives. */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { fileUri } from '../../../server/src/node/fileUri';
import { pathOfUri } from '../../../server/src/core/pipeline/analyze';

const PATHS = [
  '/tmp/wrapper_tools/r1_Gmail.SendEmail.json',
  '/a/.hidden/x.tool.json',
  '/a/b-c/d_e.py',
  '/a/./b.json',
  '/a/../b.json',
  '/a//b.json',
  '/a/b..c.json',
  '/a/b.',
  '/a/...',
  '/a/ b.json',
  '/a/Grüße.json',
  '/a/%41.json',
  '/a/b?c.json',
  '/a/b#c.json',
  '/a/b\\c.json',
  '/a/b~c+d.json',
  '/',
  '/a/b/',
];

test('fileUri gives what pathToFileURL gives, and pathOfUri reads the path back as the URL parser does', () => {
  for (const p of PATHS) {
    const uri = pathToFileURL(p).toString();
    assert.equal(fileUri(p), uri, p);
    assert.equal(pathOfUri(uri), decodeURIComponent(new URL(uri).pathname), p);
  }
});
