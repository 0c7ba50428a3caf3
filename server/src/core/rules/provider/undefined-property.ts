import { providerRule } from './providerRule';

export const undefinedProperty = providerRule(
  'undefined-property',
  "Disallow a `required` name that the object's `properties` does not define.",
);
