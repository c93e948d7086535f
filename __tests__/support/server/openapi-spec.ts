import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// Reads the committed contract; the route-by-persona and static-path tests iterate it, so new endpoints join by themselves.
export type SchemaObject = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  minItems?: number;
  allOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
};

export type Operation = {
  method: string;
  path: string;
  operationId: string;
  access: { policy: string; owner?: string };
  parameters: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: SchemaObject }> };
};

type RawOperation = Omit<Operation, 'method' | 'path' | 'access'> & { 'x-access': Operation['access'] };

export type OpenApiDocument = {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, SchemaObject> };
};

export const specFile = path.join(process.cwd(), 'openapi.yaml');

export function loadSpec(file = specFile): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

const httpMethods = ['get', 'post', 'put', 'patch', 'delete'];

export function listOperations(spec: OpenApiDocument = loadSpec()): Operation[] {
  return Object.entries(spec.paths).flatMap(([pathTemplate, methods]) =>
    Object.entries(methods)
      .filter(([method]) => httpMethods.includes(method))
      .map(([method, { 'x-access': access, ...operation }]) => ({
        ...operation,
        access,
        method: method.toUpperCase(),
        path: pathTemplate,
        parameters: operation.parameters ?? [],
      })),
  );
}

export function resolveSchema(spec: OpenApiDocument, schema: SchemaObject | undefined): SchemaObject {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 20; depth += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = spec.components?.schemas?.[name] ?? {};
  }
  return current;
}

// The smallest value the schema accepts: required properties only, first enum value, lower bounds.
export function minimalValue(spec: OpenApiDocument, input: SchemaObject | undefined): unknown {
  const schema = resolveSchema(spec, input);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => minimalValue(spec, part)));
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return minimalValue(spec, variant);
  switch (schema.type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const name of schema.required ?? []) result[name] = minimalValue(spec, schema.properties?.[name]);
      return result;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => minimalValue(spec, schema.items));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date-time') return '2026-03-01T10:00:00.000Z';
      if (schema.format === 'date') return '2026-03-01';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return {};
  }
}

export function jsonBodySchema(operation: Operation): SchemaObject | undefined {
  return operation.requestBody?.content?.['application/json']?.schema;
}

export const pathParamNames = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

export function fillPath(template: string, values: (name: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(values(name)));
}
