/**
 * `toolschema/python`: an ESLint language (ESLint ≥ 9.7 `languages`) for Python files. ESLint has no Python
 * parser and toolschema needs none from it: the rules read the file's text and report toolschema's own analysis
 * (fileLint.ts), so the tree ESLint visits is one `Program` node spanning the file. Lines count from 1 and columns
 * from 0, as in JavaScript, so ESLint prints the columns `toolschema-lint` prints.
 */
interface Position {
  line: number;
  column: number;
}

interface PythonProgram {
  type: 'Program';
  range: [number, number];
  loc: { start: Position; end: Position };
}

/** One visit of ESLint's traversal (the shape `@eslint/plugin-kit`'s VisitNodeStep has). */
interface VisitStep {
  type: 'visit';
  kind: 1;
  target: PythonProgram;
  phase: 1 | 2;
  args: [PythonProgram, null];
}

/** The text's lines and the offset each starts at, in one pass over its line breaks (\r\n, \r, \n, as ESLint counts them). */
interface Lines {
  lines: string[];
  lineStarts: number[];
}

function linesOf(text: string): Lines {
  const lines: string[] = [];
  const lineStarts = [0];
  for (const m of text.matchAll(/\r\n|\r|\n/g)) {
    lines.push(text.slice(lineStarts[lineStarts.length - 1], m.index));
    lineStarts.push(m.index + m[0].length);
  }
  lines.push(text.slice(lineStarts[lineStarts.length - 1]));
  return { lines, lineStarts };
}

class PythonSourceCode {
  readonly visitorKeys = { Program: [] as string[] };
  readonly lines: string[];
  private readonly lineStarts: number[];

  /** `lines`: what `parse` found (ESLint hands its result here), so the text is split once. */
  constructor(
    readonly text: string,
    readonly ast: PythonProgram,
    { lines, lineStarts }: Lines,
  ) {
    this.lines = lines;
    this.lineStarts = lineStarts;
  }

  getLoc(node: PythonProgram) {
    return node.loc;
  }

  getRange(node: PythonProgram) {
    return node.range;
  }

  getLocFromIndex(index: number): Position {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid] <= index) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: index - this.lineStarts[lo] };
  }

  getIndexFromLoc({ line, column }: Position): number {
    return (this.lineStarts[line - 1] ?? this.text.length) + column;
  }

  getParent(): undefined {
    return undefined;
  }

  getAncestors(): [] {
    return [];
  }

  traverse(): VisitStep[] {
    const step = (phase: 1 | 2): VisitStep => ({ type: 'visit', kind: 1, target: this.ast, phase, args: [this.ast, null] });
    return [step(1), step(2)];
  }
}

/** The file's text: ESLint gives a `text` language's file as a string, BOM removed. */
const textOf = (file: { body: string | Uint8Array }) => (typeof file.body === 'string' ? file.body : new TextDecoder().decode(file.body));

export const pythonLanguage = {
  fileType: 'text' as const,
  lineStart: 1 as const,
  columnStart: 0 as const,
  nodeTypeKey: 'type',
  visitorKeys: { Program: [] as string[] },
  defaultLanguageOptions: {},

  validateLanguageOptions(options: unknown): void {
    if (typeof options !== 'object' || options === null) throw new TypeError('toolschema/python: languageOptions must be an object.');
    const keys = Object.keys(options);
    if (keys.length)
      throw new TypeError(`toolschema/python takes no languageOptions (got ${keys.map((k) => JSON.stringify(k)).join(', ')}).`);
  },

  parse(file: { body: string | Uint8Array }) {
    const text = textOf(file);
    const lines = linesOf(text);
    const last = lines.lines[lines.lines.length - 1];
    const end = { line: lines.lines.length, column: last.length };
    const ast: PythonProgram = { type: 'Program', range: [0, text.length], loc: { start: { line: 1, column: 0 }, end } };
    return { ok: true as const, ast, lines };
  },

  createSourceCode(file: { body: string | Uint8Array }, parsed: { ast: PythonProgram; lines: Lines }) {
    return new PythonSourceCode(textOf(file), parsed.ast, parsed.lines);
  },
};
