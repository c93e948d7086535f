import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { enforce, type Policy } from './access';

type AccessDeclaration = {
  access: Policy;
  // An ownership rule the service checks after the policy passed (access.md "+ owner: ..."); documented, tested per domain.
  owner?: string;
};

// Every operation declares who may call it: the policy runs as the first route middleware and is written into
// openapi.yaml as x-access, where the route-by-persona test reads it.
export function defineRoute<R extends RouteConfig>(config: R & AccessDeclaration) {
  const { access, owner, ...route } = config;
  const declaration = owner ? { policy: access.expression, owner } : { policy: access.expression };
  return createRoute({ ...route, middleware: [enforce(access)], 'x-access': declaration } as unknown as R);
}

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string(),
  })
  .openapi('Problem');

export const problemResponses = (...statuses: (400 | 401 | 403 | 404 | 409 | 429 | 503)[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: 'Problem details', content: { 'application/problem+json': { schema: problemSchema } } },
    ]),
  );

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

// access.md §0: ids in paths are positive integers, declared digits-only so static segments never match them.
export const idParam = (name: string) =>
  z
    .string()
    .regex(/^[0-9]{1,9}$/, `${name} must be a positive integer`)
    .transform(Number)
    .pipe(z.number().int().positive(`${name} must be a positive integer`))
    .openapi({ param: { name, in: 'path' }, type: 'integer', example: 1 });

export const githubLoginParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(39)
    .openapi({ param: { name, in: 'path' }, example: 'me' });

export const redirectTarget = z
  .string()
  .max(2048, 'url must be at most 2048 characters')
  .optional()
  .openapi({ description: 'Same-site path to return to after sign-in' });

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
