import { defaultFactoryNotCallable } from '../../../../server/src/core/rules/arcade-python/default-factory-not-callable';
import { pythonRuleTable } from '../../python/pythonRuleTester';

const tool = (defaultValue: string) =>
  `from pydantic import Field\n@tool\ndef pick(tags: Annotated[list[str], "Tags"] = ${defaultValue}) -> str:\n    """Pick."""\n    return ""\n`;

pythonRuleTable(defaultFactoryNotCallable, {
  valid: [
    { name: 'a function as the factory', code: tool('Field(default_factory=list)') },
    { name: 'a lambda as the factory', code: tool('Field(default_factory=lambda: ["a"])') },
    { name: 'a name that may be callable is not judged', code: tool('Field(default_factory=DEFAULT_TAGS)') },
    { name: 'a fixed default', code: tool('Field(default=["a"])') },
  ],
  invalid: [
    {
      name: 'a list literal',
      code: tool('Field(default_factory=«["a", "b"]»)'),
      errors: [/^Default factory for parameter 'tags' is not callable: Arcade's catalog rejects the tool/],
    },
    {
      name: 'a string literal',
      code: tool('Field(description="Tags", default_factory=«"not_callable"»)'),
      errors: [/not callable/],
    },
  ],
});
