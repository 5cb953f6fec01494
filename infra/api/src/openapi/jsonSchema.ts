import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/**
 * OpenAPI 3.0 schema of a valibot schema. Inputs are documented as received (before transforms),
 * answers as sent. Transforms and custom checks have no JSON Schema form and are left out.
 */
export function toOpenApiSchema(
  schema: v.GenericSchema,
  typeMode: 'input' | 'output',
): Record<string, unknown> {
  return toJsonSchema(schema, { target: 'openapi-3.0', typeMode, errorMode: 'ignore' }) as Record<
    string,
    unknown
  >;
}
