/**
 * The fields arcade-core's pydantic models declare, per object of a tool definition (current format), and where
 * each object is in the tree. Source: `libs/arcade-core/arcade_core/schema.py` (ToolDefinition and its parts,
 * arcade-core 4.17 with `_meta`), `api_wrapper/schema.py` (WrapperToolDefinition). None of these models forbids
 * extra keys, so pydantic drops an unknown key silently; only ToolMetadata and its parts (metadata.py) forbid them.
 */
export type ModelName =
  | 'ToolDefinition'
  | 'ToolkitDefinition'
  | 'ToolInput'
  | 'InputParameter'
  | 'ValueSchema'
  | 'ToolOutput'
  | 'ToolRequirements'
  | 'ToolAuthRequirement'
  | 'OAuth2Requirement'
  | 'ToolSecretRequirement'
  | 'ToolMetadataRequirement';

export const MODEL_FIELDS: Record<ModelName, readonly string[]> = {
  // `meta` is the field, `_meta` its alias; `populate_by_name=True` accepts both. `http_endpoint`: the wrapper model.
  ToolDefinition: [
    'name',
    'fully_qualified_name',
    'description',
    'toolkit',
    'input',
    'output',
    'requirements',
    'deprecation_message',
    'metadata',
    'meta',
    '_meta',
    'http_endpoint',
  ],
  ToolkitDefinition: ['name', 'description', 'version'],
  ToolInput: ['parameters', 'tool_context_parameter_name'],
  // `http_endpoint_parameter_name`: WrapperToolInputParameter.
  InputParameter: ['name', 'required', 'description', 'value_schema', 'inferrable', 'http_endpoint_parameter_name'],
  ValueSchema: [
    'val_type',
    'inner_val_type',
    'enum',
    'properties',
    'inner_properties',
    'description',
    'required_keys',
    'inner_required_keys',
    'nullable',
  ],
  ToolOutput: ['description', 'available_modes', 'value_schema'],
  ToolRequirements: ['authorization', 'secrets', 'metadata'],
  ToolAuthRequirement: ['provider_id', 'provider_type', 'id', 'oauth2'],
  OAuth2Requirement: ['scopes'],
  ToolSecretRequirement: ['key'],
  ToolMetadataRequirement: ['key'],
};

/**
 * Fields `ToolDefinition.model_dump(mode="json")` leaves out: `_meta` is the alias of `meta`,
 * `tool_context_parameter_name` is declared `exclude=True`, and the `http_endpoint…` fields belong to the wrapper
 * models, not to ToolDefinition.
 */
export const NOT_DUMPED: ReadonlySet<string> = new Set([
  '_meta',
  'tool_context_parameter_name',
  'http_endpoint',
  'http_endpoint_parameter_name',
]);

/** A model's fields as its `model_dump` writes them, in declaration order. */
export const dumpedFields = (model: ModelName) => MODEL_FIELDS[model].filter((f) => !NOT_DUMPED.has(f));

/** ToolMetadata and its parts (arcade_core/metadata.py), which forbid extra keys; `strict` is `exclude=True`. */
export const METADATA_FIELDS = {
  ToolMetadata: ['classification', 'behavior', 'extras'],
  Classification: ['service_domains'],
  Behavior: ['operations', 'read_only', 'destructive', 'idempotent', 'open_world'],
} as const;
