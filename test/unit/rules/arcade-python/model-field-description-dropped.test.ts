import { modelFieldDescriptionDropped } from '../../../../server/src/core/rules/arcade-python/model-field-description-dropped';
import { pythonRuleTable } from '../../python/pythonRuleTester';

const MODELS = 'from pydantic import BaseModel, Field\nfrom typing import TypedDict\n';
const USE = '@tool\ndef f(q: Annotated[Q, "Q"], r: Annotated[list[Q], "R"]) -> str:\n    """F."""\n    return ""\n';

pythonRuleTable(modelFieldDescriptionDropped, {
  valid: [
    { name: 'a model field without a description', code: `${MODELS}class Q(BaseModel):\n    term: str = Field(default="x")\n${USE}` },
    {
      name: 'a TypedDict field described by the string after it',
      code: `${MODELS}class Q(TypedDict):\n    term: str\n    """What to find."""\n${USE}`,
    },
    {
      name: 'a model no tool uses',
      code: `${MODELS}class Q(BaseModel):\n    term: str = Field(description="x")\n@tool\ndef f() -> str:\n    """F."""\n    return ""\n`,
    },
  ],
  invalid: [
    {
      name: 'Field(description=…) as the default and inside Annotated: once each, though two parameters use the model',
      code: `${MODELS}class Q(BaseModel):\n    term: str = Field(description=«"What to find"»)\n    limit: Annotated[int, Field(ge=1, description=«"How many"»)] = 5\n${USE}`,
      errors: [
        'arcade-core does not carry the description of Q.term into the tool definition: the model is never shown it.',
        'arcade-core does not carry the description of Q.limit',
      ],
    },
  ],
});
