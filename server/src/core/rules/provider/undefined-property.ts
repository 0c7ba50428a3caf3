import { providerRule } from './providerRule';

export const undefinedProperty = providerRule(
  'undefined-property',
  "Disallow a `required` or `propertyOrdering` name that the object's `properties` does not define.",
);
