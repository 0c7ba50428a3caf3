/**
 * A test table for a rule on Python text: `valid` cases report nothing of the rule; `invalid` cases report exactly
 * the ranges marked `«…»` (in order), each with its message. Only `«»` are markers: `|` is Python's union operator.
 */
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { analyze } from '../../../server/src/core/pipeline/analyze';
import { DEFAULT_SETTINGS } from '../../../server/src/core/settings/settings';
import type { Rule } from '../../../server/src/core/model/rule';
import { ENGINE } from '../../helpers/engine';

export const HEADER = 'from typing import Annotated, Literal, Optional, Union\nfrom arcade_mcp_server import Context, MCPApp, tool\n';

export function unmark(marked: string): { text: string; ranges: { offset: number; length: number }[] } {
  let text = '';
  const open: number[] = [];
  const ranges: { offset: number; length: number }[] = [];
  for (const ch of marked) {
    if (ch === '«') open.push(text.length);
    else if (ch === '»') {
      const start = open.pop()!;
      ranges.push({ offset: start, length: text.length - start });
    } else text += ch;
  }
  return { text, ranges: ranges.sort((a, b) => a.offset - b.offset) };
}

export const analyzePython = (text: string, uri = 'file:///app/server.py') =>
  analyze({ uri, languageId: 'python', text }, DEFAULT_SETTINGS, { engine: ENGINE });

export function pythonRuleTable(
  rule: Rule,
  table: { valid: { name: string; code: string }[]; invalid: { name: string; code: string; errors: (string | RegExp)[] }[] },
): void {
  const id = rule.meta.id;
  for (const { name, code } of table.valid)
    test(`${id} valid: ${name}`, () => {
      const found = analyzePython(HEADER + code).problems.filter((p) => p.code === id);
      assert.deepEqual(found, []);
    });
  for (const { name, code, errors } of table.invalid)
    test(`${id} invalid: ${name}`, () => {
      const { text, ranges } = unmark(HEADER + code);
      const found = analyzePython(text).problems.filter((p) => p.code === id);
      assert.deepEqual(
        found.map((p) => text.slice(p.span.offset, p.span.offset + p.span.length)),
        ranges.map((r) => text.slice(r.offset, r.offset + r.length)),
      );
      assert.deepEqual(
        found.map((p) => p.span),
        ranges,
      );
      found.forEach((p, i) =>
        typeof errors[i] === 'string'
          ? assert.ok(p.message.startsWith(errors[i] as string), p.message)
          : assert.match(p.message, errors[i] as RegExp),
      );
      assert.equal(found.length, errors.length);
    });
}
