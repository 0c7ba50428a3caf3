import { extrasKeyNotString } from '../../../../server/src/core/rules/arcade-python/extras-key-not-string';
import { pythonRuleTable } from '../../python/pythonRuleTester';

const tool = (metadata: string) =>
  `from arcade_mcp_server.metadata import ToolMetadata\n@tool(metadata=${metadata})\ndef echo(message: Annotated[str, "The message"]) -> str:\n    """Echo."""\n    return message\n`;

const CATALOG = 'All keys in ToolMetadata.extras must be strings. Found non-string key(s): ';

pythonRuleTable(extrasKeyNotString, {
  valid: [
    { name: 'string keys', code: tool('ToolMetadata(extras={"idp": "entraID", "requires_mfa": True})') },
    { name: 'dict(k=v) has string keys', code: tool('ToolMetadata(extras=dict(idp="entraID"))') },
    { name: 'a key that is a name is not judged', code: tool('ToolMetadata(extras={KEY: "a"})') },
    { name: 'extras not a literal', code: tool('ToolMetadata(extras=EXTRAS)') },
    { name: 'a nested non-string key is the catalog check (extras-not-json-safe)', code: tool('ToolMetadata(extras={"a": {1: "b"}})') },
  ],
  invalid: [
    {
      name: 'an int key (the audit case)',
      code: tool('ToolMetadata(extras={«1»: "a"})'),
      errors: [`${CATALOG}1 (int). `],
    },
    {
      name: 'each key where it is written, with its repr and type',
      code: tool('ToolMetadata(extras={"ok": 1, «None»: 2, «(1, "x")»: 3, «2.5»: 4, «True»: 5, «0x10»: 6, **more})'),
      errors: [
        `${CATALOG}None (NoneType). `,
        `${CATALOG}(1, 'x') (tuple). `,
        `${CATALOG}2.5 (float). `,
        `${CATALOG}True (bool). `,
        `${CATALOG}16 (int). `,
      ],
    },
    {
      name: 'a key equal to an earlier one is that key (1 and True)',
      code: tool('ToolMetadata(extras={«1»: "a", True: "b"})'),
      errors: [`${CATALOG}1 (int). `],
    },
    {
      name: 'in add_tool, beside the other fields',
      code: 'app = MCPApp(name="demo")\ndef echo(message: Annotated[str, "The message"]) -> str:\n    """Echo."""\n    return message\napp.add_tool(echo, metadata=ToolMetadata(behavior=Behavior(read_only=True), extras={«1e16»: "a"}))\n',
      errors: [/^All keys in ToolMetadata\.extras must be strings\. Found non-string key\(s\): 1e\+16 \(float\)\. .*ToolDefinitionError/],
    },
  ],
});

// `metadata=META`: the ToolMetadata call the module-level constant holds.
const IMPORT = 'from arcade_mcp_server.metadata import ToolMetadata\n';
pythonRuleTable(extrasKeyNotString, {
  valid: [
    {
      name: 'a constant bound twice is not known',
      code: IMPORT + 'META = ToolMetadata(extras={1: "a"})\nMETA = ToolMetadata()\n' + tool('META'),
    },
    {
      name: 'a constant assigned after the tool is not what the decorator receives',
      code: IMPORT + tool('META') + 'META = ToolMetadata(extras={1: "a"})\n',
    },
  ],
  invalid: [
    {
      name: 'a module-level ToolMetadata passed by name: reported where written',
      code: IMPORT + 'META = ToolMetadata(extras={«1»: "a"})\n' + tool('META'),
      errors: [`${CATALOG}1 (int). `],
    },
    {
      name: 'once, however many tools pass it',
      code: IMPORT + 'META = ToolMetadata(extras={«None»: "a"})\n' + tool('META') + tool('META').replace('def echo', 'def other'),
      errors: [`${CATALOG}None (NoneType). `],
    },
  ],
});
