/**
 * Syntax checks for documents over `toolschema.maxFileSizeKB`, without building the language service's AST (for
 * 20 MB that costs seconds, mostly in garbage collection): one pass of jsonc-parser's visitor finds the syntax
 * errors, the comments and trailing commas a .json file may not have, and the root facts association needs.
 * The document is known to be nested no deeper than MAX_NESTING, so the visitor's recursion is bounded.
 */
import { printParseErrorCode, visit } from 'jsonc-parser';
import type { RootFacts } from './associate';
import { COMMENT_NOT_PERMITTED, TRAILING_COMMA } from './syntaxMessages';

export interface SyntaxProblem {
  code: 'syntax/invalid-json' | 'syntax/comment-not-permitted' | 'syntax/trailing-comma';
  message: string;
  offset: number;
  length: number;
}

const words = (code: string) => code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(/^./, (c) => c.toUpperCase());

export function syntaxScan(text: string, jsonc: boolean): { facts?: RootFacts; problems: SyntaxProblem[] } {
  const problems: SyntaxProblem[] = [];
  const keys = new Set<string>();
  let schemaValue: string | undefined;
  let rootIsObject: boolean | undefined;
  let depth = 0;
  let pendingSchema = false;
  let comma: number | undefined; // the offset of a comma that no value has followed yet
  const seen = () => {
    comma = undefined;
  };
  const closing = () => {
    if (comma !== undefined && !jsonc) {
      problems.push({ code: 'syntax/trailing-comma', message: TRAILING_COMMA, offset: comma, length: 1 });
    }
    comma = undefined;
    depth--;
  };
  visit(
    text,
    {
      onObjectBegin: () => {
        rootIsObject ??= depth === 0;
        depth++;
        seen();
      },
      onArrayBegin: () => {
        rootIsObject ??= false;
        depth++;
        seen();
      },
      onObjectEnd: closing,
      onArrayEnd: closing,
      onObjectProperty: (key) => {
        seen();
        if (depth === 1 && rootIsObject) {
          keys.add(key);
          pendingSchema = key === '$schema';
        }
      },
      onLiteralValue: (value) => {
        seen();
        rootIsObject ??= false;
        if (pendingSchema && depth === 1) schemaValue = typeof value === 'string' ? value : undefined;
        pendingSchema = false;
      },
      onSeparator: (character, offset) => {
        if (character === ',') comma = offset;
      },
      onComment: (offset, length) => {
        if (!jsonc) {
          problems.push({ code: 'syntax/comment-not-permitted', message: COMMENT_NOT_PERMITTED, offset, length });
        }
      },
      onError: (error, offset, length) => {
        problems.push({ code: 'syntax/invalid-json', message: `${words(printParseErrorCode(error))}. The file is not valid JSON here.`, offset, length });
      },
    },
    // An empty (or whitespace- or comment-only) document is no syntax error, as for the language service's parser.
    { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true },
  );
  return { facts: rootIsObject ? { schemaValue, keys } : undefined, problems };
}
