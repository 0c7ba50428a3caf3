import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { missingRequirements } from '../../../../server/src/core/rules/arcade/missing-requirements';

const current = fixture('weather.current.tool.json');
const REQUIREMENTS = current.slice(current.indexOf(',\n  "requirements"'), current.indexOf('},', current.indexOf('"requirements"')) + 1);

// schema.py ToolDefinition.requirements: a required ToolRequirements (not Optional): pydantic's load rejects a
// missing or null value; every field of ToolRequirements defaults to None, so {} loads.
ruleTester(missingRequirements, {
  valid: [
    { name: 'the fixture', code: current },
    { name: 'an empty requirements object', code: mutate(current, REQUIREMENTS, ',\n  "requirements": {}') },
    { name: '1.0 keeps its schema', code: fixture('greet.v1.tool.json'), filename: 'greet.tool.json' },
  ],
  invalid: [
    {
      name: 'missing: reported on the name, fixed with {}',
      code: mutate(mutate(current, REQUIREMENTS, ''), '"name": "GetForecast"', '«"name"»: "GetForecast"'),
      errors: [
        'The tool has no "requirements": Arcade rejects it when it loads the definition (pydantic: `requirements` is a required object). Write "requirements": {} when the tool needs nothing.',
      ],
      // Added last, after http_endpoint.
      output: mutate(mutate(current, REQUIREMENTS, ''), '"secrets": []\n  }\n}', '"secrets": []\n  },\n  "requirements": {}\n}'),
    },
    {
      name: 'null: replaced with {}',
      code: mutate(current, REQUIREMENTS, ',\n  "requirements": «null»'),
      errors: ['"requirements" is null: Arcade rejects it when it loads the definition'],
      output: mutate(current, REQUIREMENTS, ',\n  "requirements": {}'),
    },
  ],
});
