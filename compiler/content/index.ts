// Content loading: reading files through a ContentSource, parsing YAML, and checking data records
// against the JSON Schemas generated from the DSL's type declarations.
export type { ContentSource } from "./content-source.js";
export { normalizeContentPath } from "./content-source.js";
export { MemoryContentSource } from "./memory-source.js";
export { ContentCode, missingFileDiagnostic } from "./content-codes.js";
export type { ContentCodeValue } from "./content-codes.js";
export { parseYamlFile } from "./yaml-file.js";
export type { YamlFile } from "./yaml-file.js";
export { yamlData, yamlTooDeep, MAX_ALIAS_COUNT, MAX_YAML_DEPTH } from "./yaml-data.js";
export { schemaForType, schemaForTypeRef, describeTypeRef, schemasForGame, RECORD_ID_PATTERN } from "./type-schema.js";
export type { SchemaContext, JsonSchema } from "./type-schema.js";
export { validateRecords, createContentAjv, sharedContentAjv } from "./validate-records.js";
export type { LoadedRecord, LoadedField } from "./validate-records.js";
export { snippetSource } from "./snippet-source.js";
export type { SnippetSource } from "./snippet-source.js";
export { closestMatch, editDistance } from "./suggest.js";
export { isReservedName } from "./reserved-name.js";
export { describeValue } from "./ajv-diagnostic.js";
export { keySpan, locate, nodeSpan, pointerSegments } from "./yaml-nodes.js";
