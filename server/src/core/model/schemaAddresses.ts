/**
 * The http(s) addresses a `$schema` may name that toolschema answers from its bundle. Kept apart from catalog.ts (which
 * carries the schemas themselves) so that the VS Code client can list them without bundling the schemas.
 */
export const ARCADE_PREVIEW_URL = 'https://raw.githubusercontent.com/ArcadeAI/arcade-mcp/main/schemas/preview/tool_definition.schema.jsonc';
export const ARCADE_V1_URL = 'https://raw.githubusercontent.com/ArcadeAI/schemas/main/worker/http/1.0/tool_definition.schema.json';

/**
 * JSON Schema's own meta-schema addresses an args schema may name. VS Code's JSON support carries drafts 04 and 07
 * itself (vscode-json-languageservice's built-in schema contributions); these newer two it downloads.
 */
export const JSON_SCHEMA_DRAFT_URLS = ['https://json-schema.org/draft/2020-12/schema', 'https://json-schema.org/draft/2019-09/schema'];
