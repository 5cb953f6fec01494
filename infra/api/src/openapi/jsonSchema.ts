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
  return withoutEmptyRequired(
    toJsonSchema(schema, { target: 'openapi-3.0', typeMode, errorMode: 'ignore' }),
  ) as Record<string, unknown>;
}

/**
 * OpenAPI 3.0 forbids `required: []` (an object schema whose keys are all optional); the converter
 * emits it, and validators and client generators then refuse the whole document.
 */
function withoutEmptyRequired(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutEmptyRequired);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(
    ([key, value]) => !(key === 'required' && Array.isArray(value) && value.length === 0),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutEmptyRequired(value)]));
}
