import { ruleTester } from '../../../helpers/ruleTester';
import { fixture, mutate } from '../../../helpers/diagnose';
import { requirementKey } from '../../../../server/src/core/rules/arcade/requirement-key';

const tool = fixture('helpdesk.current-2026.tool.json');
const AUTHORIZATION = tool.slice(tool.indexOf('"authorization": {'), tool.indexOf('"secrets"'));
const withoutAuthorization = (text: string, replacement = '') => mutate(text, AUTHORIZATION, replacement);

ruleTester(requirementKey, {
  valid: [
    { name: 'the 2026 fixture: client_id with an authorization', code: tool },
    {
      name: 'other metadata keys need no authorization',
      code: withoutAuthorization(mutate(tool, '{ "key": "client_id" }', '{ "key": "coordinator_url" }')),
    },
    { name: 'a key that only contains client_id', code: withoutAuthorization(mutate(tool, '"client_id"', '"client_id_2"')) },
    {
      name: 'a secret (not a metadata requirement) keyed client_id needs no authorization',
      code: withoutAuthorization(
        mutate(mutate(tool, '"helpdesk_region"', '"client_id"'), '"metadata": [{ "key": "client_id" }]', '"metadata": null'),
      ),
    },
    {
      name: 'requirements not an object',
      code: mutate(tool, tool.slice(tool.indexOf('"requirements": {'), tool.indexOf('"metadata": {')), '"requirements": [], '),
    },
    {
      name: 'null lists',
      code: mutate(
        mutate(tool, '"secrets": [{ "key": "helpdesk_region" }]', '"secrets": null'),
        '"metadata": [{ "key": "client_id" }]',
        '"metadata": null',
      ),
    },
    { name: "a missing or mistyped key is the schema's", code: mutate(tool, '[{ "key": "helpdesk_region" }]', '[{}, { "key": 1 }]') },
    {
      name: 'a 1.0 document (secrets use key_id)',
      code: mutate(fixture('greet.v1.tool.json'), '"GREETING_TOKEN"', '""'),
      filename: 'greet.tool.json',
    },
  ],
  invalid: [
    {
      name: 'an empty secret key',
      code: mutate(tool, '"helpdesk_region"', '«""»'),
      errors: ['A secret requirement needs a non-empty "key"'],
    },
    {
      name: 'a blank metadata key, and a blank secret key',
      code: mutate(mutate(tool, '"helpdesk_region"', '«"  "»'), '{ "key": "client_id" }', '{ "key": "client_id" }, { "key": «"\\t"» }'),
      errors: ['A secret requirement needs a non-empty "key"', 'A metadata requirement needs a non-empty "key"'],
    },
    {
      name: 'client_id without an authorization requirement (absent)',
      code: withoutAuthorization(mutate(tool, '{ "key": "client_id" }', '{ "key": «"client_id"» }')),
      errors: ['requirements.authorization is absent'],
    },
    {
      name: 'client_id compared trimmed and case-insensitively; authorization null',
      code: withoutAuthorization(mutate(tool, '{ "key": "client_id" }', '{ "key": «" Client_ID "» }'), '"authorization": null,\n    '),
      errors: ['requirements.authorization is null'],
    },
  ],
});
