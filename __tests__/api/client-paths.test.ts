import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { InternalAxiosRequestConfig } from 'axios';
import { apiAxios } from '@/config/api-client';
import {
  fillPath,
  jsonBodySchema,
  listOperations,
  pathParamNames,
  resolveSchema,
  loadSpec,
} from '../support/server/openapi-spec';

// DESIGN.md "The contract": the generated client calls exactly the paths of openapi.yaml (written in full, no
// servers entry, nothing prefixed twice) and URL-encodes path parameters.
type ApiFunction = (...args: unknown[]) => Promise<unknown>;

const spec = loadSpec();
const operations = listOperations(spec);
const clientFolder = path.join(process.cwd(), 'src', 'api');
const generated: Record<string, unknown> = Object.assign(
  {},
  ...readdirSync(clientFolder)
    .filter((file) => file.endsWith('.ts') && file !== 'runtime.ts')
    .map((file) => jest.requireActual(path.join(clientFolder, file)) as Record<string, unknown>),
);

const recorded: InternalAxiosRequestConfig[] = [];
const originalAdapter = apiAxios.defaults.adapter;
beforeAll(() => {
  apiAxios.defaults.adapter = async (config) => {
    recorded.push(config);
    return { data: null, status: 200, statusText: 'OK', headers: {}, config };
  };
});
afterAll(() => {
  apiAxios.defaults.adapter = originalAdapter;
});

// A string value that needs encoding, so an unencoded parameter shows up as a wrong path.
const dummyPathValue = (type: string | undefined) => (type === 'integer' || type === 'number' ? 7 : 'a/b c?d');

describe('client paths', () => {
  it('has a generated function for every operation of openapi.yaml', () => {
    const missing = operations
      .map((operation) => operation.operationId)
      .filter((id) => typeof generated[id] !== 'function');
    expect(missing).toEqual([]);
  });

  it.each(operations.map((operation) => [operation.operationId, operation]))(
    '%s requests its path as written',
    async (_id, operation) => {
      const pathValues = pathParamNames(operation.path).map((name) => {
        const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
        return [name, dummyPathValue(resolveSchema(spec, parameter?.schema).type)] as const;
      });
      const queryParameters = operation.parameters.filter((p) => p.in === 'query');
      const query = Object.fromEntries(queryParameters.map((p) => [p.name, p.schema?.type === 'integer' ? 1 : 'q']));
      const args: unknown[] = pathValues.map(([, value]) => value);
      if (jsonBodySchema(operation)) args.push({});
      if (queryParameters.length) args.push(query);

      recorded.length = 0;
      await (generated[operation.operationId] as ApiFunction)(...args);

      expect(recorded).toHaveLength(1);
      const [config] = recorded;
      const values = Object.fromEntries(pathValues);
      const expectedUrl = fillPath(operation.path, (name) => String(values[name]));
      expect({ method: config.method?.toUpperCase(), url: config.url, baseURL: config.baseURL }).toEqual({
        method: operation.method,
        url: expectedUrl,
        baseURL: undefined,
      });
      expect(config.url).toMatch(/^\/api\//);
      expect(config.url).not.toMatch(/\/api\/(v2\/)?api\//);
      if (queryParameters.length) expect(config.params).toEqual(query);
    },
  );

  it('encodes a path parameter such as username a/b as a%2Fb', async () => {
    recorded.length = 0;
    await (generated.getUserCourses as ApiFunction)('a/b');
    expect(recorded[0].url).toBe('/api/v2/profile/a%2Fb/courses');
  });
});
