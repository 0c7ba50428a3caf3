import { extrasNotJsonSafe } from '../../../../server/src/core/rules/arcade-python/extras-not-json-safe';
import { pythonRuleTable } from '../../python/pythonRuleTester';

const tool = (metadata: string) =>
  `from arcade_mcp_server.metadata import ToolMetadata\n@tool(metadata=${metadata})\ndef echo(message: Annotated[str, "The message"]) -> str:\n    """Echo."""\n    return message\n`;

const CATALOG = 'ToolMetadata.extras must contain only JSON-safe types (str, int, float, bool, None, dict, list). Found violations: ';
const END = '. All dict keys must be strings, and all values must be JSON-native types.';

pythonRuleTable(extrasNotJsonSafe, {
  valid: [
    {
      name: 'JSON values at every depth',
      code: tool('ToolMetadata(extras={"s": "a", "i": -1, "f": 1.5, "b": False, "n": None, "l": [1, {"k": [2.0]}], "d": dict(a=[])})'),
    },
    { name: 'names and calls are not judged', code: tool('ToolMetadata(extras={"a": TAGS, "b": make(), "c": [*xs, {1, 2}], **more})') },
    { name: 'a top-level non-string key is the import-time check (extras-key-not-string)', code: tool('ToolMetadata(extras={1: "a"})') },
    { name: 'float() of a number is finite', code: tool('ToolMetadata(extras={"a": float("1.5")})') },
  ],
  invalid: [
    {
      name: 'a set literal',
      code: tool('ToolMetadata(extras={"tags": «{"a"}»})'),
      errors: [`${CATALOG}extras['tags'] has a non-JSON-safe value of type set (got {'a'})${END}`],
    },
    {
      name: 'a tuple literal, inside a list (by index) and as a dict value',
      code: tool('ToolMetadata(extras={"a": [1, «(2, 3)»], "b": «(1,)»})'),
      errors: [
        `${CATALOG}extras['a'][1] has a non-JSON-safe value of type tuple (got (2, 3))${END}`,
        `${CATALOG}extras['b'] has a non-JSON-safe value of type tuple (got (1,))${END}`,
      ],
    },
    {
      name: 'a nested non-string key, and what it holds',
      code: tool('ToolMetadata(extras={"a": {«2»: «set()»}})'),
      errors: [
        `${CATALOG}extras['a'][2] has a non-string key of type int — all dict keys must be strings${END}`,
        `${CATALOG}extras['a'][2] has a non-JSON-safe value of type set (got set())${END}`,
      ],
    },
    {
      name: 'NaN and ±Inf',
      code: tool('ToolMetadata(extras={"n": «float("nan")», "i": [«-float(\'Infinity\')»], "e": «1e999»}, strict=False)'),
      errors: [
        `${CATALOG}extras['n'] has a non-JSON-safe float value nan — NaN and Infinity are not valid JSON numbers${END}`,
        `${CATALOG}extras['i'][0] has a non-JSON-safe float value -inf — NaN and Infinity are not valid JSON numbers${END}`,
        `${CATALOG}extras['e'] has a non-JSON-safe float value inf — NaN and Infinity are not valid JSON numbers${END}`,
      ],
    },
    {
      name: 'the message ends with the fix and the error kind',
      code: tool('ToolMetadata(extras={"it\'s": «...»})'),
      errors: [
        /^ToolMetadata\.extras .*extras\["it's"\] has a non-JSON-safe value of type ellipsis \(got Ellipsis\)\..*ToolDefinitionError\)\.$/,
      ],
    },
  ],
});

pythonRuleTable(extrasNotJsonSafe, {
  valid: [
    {
      name: 'a constant bound by a loop too is not known',
      code: 'META = ToolMetadata(extras={"a": (1,)})\nfor META in []:\n    pass\n' + tool('META'),
    },
  ],
  invalid: [
    {
      name: 'a module-level ToolMetadata passed by name (add_tool): reported where written',
      code: 'from arcade_mcp_server.metadata import ToolMetadata\nMETA = ToolMetadata(extras={"tags": «(1, 2)»})\napp = MCPApp(name="demo")\ndef echo(message: Annotated[str, "The message"]) -> str:\n    """Echo."""\n    return message\napp.add_tool(echo, metadata=META)\n',
      errors: [`${CATALOG}extras['tags'] has a non-JSON-safe value of type tuple (got (1, 2))${END}`],
    },
  ],
});
