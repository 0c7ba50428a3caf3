/**
 * `MCPApp(name=…, version=…)`: the toolkit a tool of the app belongs to, and the app's own checks (facts sheet
 * §4a, M1–M8: arcade-mcp-server's name and version validation, raised when the app is created).
 */
import { str, opaque } from './build';
import type { Toolkit } from './definition';
import type { PythonFault } from './faults';
import { snakeToPascal, stringOf } from './literals';
import { argumentsOf, child, span, type PyNode } from './syntax';

const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** arcade-mcp-server's `_validate_name`: the first rule a name breaks, or undefined. */
export function appNameProblem(name: string): string | undefined {
  if (!name) return "MCPApp's name cannot be empty";
  if (!/^[a-zA-Z0-9_]+$/.test(name)) return "MCPApp's name must contain only alphanumeric characters and underscores";
  if (name.startsWith('_')) return "MCPApp's name cannot start with an underscore";
  if (name.includes('__')) return "MCPApp's name cannot have consecutive underscores";
  if (!/[a-zA-Z0-9]$/.test(name)) return "MCPApp's name must end with an alphanumeric character";
  return undefined;
}

/** `normalize_version`: a leading `v` stripped, `1` → `1.0.0`, `1.2` → `1.2.0`; undefined when not semver. */
export function normalizeVersion(version: string): string | undefined {
  let v = version.trim().replace(/^v/i, '');
  if (/^\d+$/.test(v)) v += '.0.0';
  else if (/^\d+\.\d+$/.test(v)) v += '.0';
  return SEMVER.test(v) ? v : undefined;
}

export function appToolkit(text: string, call: PyNode, faults: PythonFault[]): Toolkit {
  const args = argumentsOf(child(call, 'ArgList'));
  const arg = (k: string, position: number) =>
    args.find((a) => a.keyword && text.slice(a.keyword.from, a.keyword.to) === k) ??
    (args[position] && !args[position].keyword ? args[position] : undefined);
  const nameArg = arg('name', 0);
  const versionArg = arg('version', 1);
  const at = span(call);
  const fault = (node: PyNode, message: string, kind: string) =>
    faults.push({ id: 'invalid-app', span: span(node), message: `${message}. Arcade's MCPApp raises ${kind} when the server starts.` });
  let name = str(at, 'ArcadeMCP');
  if (nameArg) {
    const value = stringOf(text, nameArg.value);
    if (value === undefined) {
      if (['Number', 'Boolean', 'None', 'ArrayExpression', 'DictionaryExpression'].includes(nameArg.value.name))
        fault(nameArg.value, "MCPApp's name must be a string", 'TypeError');
      name = opaque(span(nameArg.value), "the app's name, computed");
    } else {
      const problem = appNameProblem(value);
      if (problem) fault(nameArg.value, problem, 'ValueError');
      name = str(span(nameArg.value), snakeToPascal(value.replace(/ /g, '_')));
    }
  }
  let version = str(at, '0.1.0');
  if (versionArg) {
    const value = stringOf(text, versionArg.value);
    if (value === undefined) {
      if (['Number', 'Boolean', 'None'].includes(versionArg.value.name))
        fault(versionArg.value, "MCPApp's version must be a string", 'TypeError');
      version = opaque(span(versionArg.value), "the app's version, computed");
    } else {
      const normal = normalizeVersion(value);
      if (!normal)
        fault(
          versionArg.value,
          `MCPApp's version must be a valid semver string (e.g., '1.0.0', '1.2.3-beta.1'), got '${value.trim() ? value : 'version cannot be empty'}'`,
          'ValueError',
        );
      // A version the app rejects is this rule's: left opaque, so arcade/invalid-toolkit-version does not repeat it.
      version = normal ? str(span(versionArg.value), normal) : opaque(span(versionArg.value), 'a version MCPApp rejects');
    }
  }
  const instructions = arg('instructions', 99);
  const description = instructions
    ? stringOf(text, instructions.value) !== undefined
      ? str(span(instructions.value), stringOf(text, instructions.value)!)
      : opaque(span(instructions.value), 'computed instructions')
    : opaque(at, "the app's description");
  return { name, version, description };
}
