import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { authorizationMode } from '../../../../server/src/core/rules/arcade/authorization-mode';

const v1 = fixture('greet.v1.tool.json');
const current = fixture('weather.current.tool.json');
const modes = '"available_modes": ["value", "error", "null"]';
const oauth = '"authorization": { "provider_id": "weather", "provider_type": "oauth2", "id": null, "oauth2": { "scopes": ["read"] } }';

ruleTester(authorizationMode, {
  valid: [
    { name: 'no requires_authorization', code: current },
    {
      name: 'requires_authorization with an OAuth2 provider',
      code: mutate(mutate(current, modes, '"available_modes": ["value", "requires_authorization"]'), '"authorization": null', oauth),
    },
    { name: "modes not a list: the schema's", code: '{ "output": { "available_modes": "requires_authorization" } }' },
    { name: 'output not an object', code: '{ "output": ["requires_authorization"] }' },
  ],
  invalid: [
    {
      name: 'authorization null',
      code: mutate(current, modes, '"available_modes": ["value", «"requires_authorization"», "error", "null"]'),
      errors: ['requirements.authorization is null'],
      output: current,
    },
    {
      name: 'authorization "none" (1.0)',
      code: mutate(v1, '["value", "error"]', '["value", "error", «"requires_authorization"»]'),
      errors: ['is "none"'],
      output: v1,
    },
    {
      name: 'no requirements, and the only mode: no fix (an empty list is invalid)',
      code: '{ "output": { "available_modes": [«"requires_authorization"»] } }',
      errors: ['is absent'],
    },
  ],
});
