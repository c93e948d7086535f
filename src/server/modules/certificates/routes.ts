import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, githubLoginParam, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import {
  bulkCertificateInputSchema,
  bulkCertificateResultSchema,
  certificateInputSchema,
  certificateQuerySchema,
  certificateSchema,
  publicCertificateSchema,
  publicIdParam,
} from './schemas';
import * as service from './service';

const tags = ['certificates'];
const manager = policies.course('manager');

const getCertificate = defineRoute({
  method: 'get',
  path: '/api/v2/certificate/{publicId}',
  operationId: 'getCertificate',
  tags,
  access: policies.public,
  request: { params: z.object({ publicId: publicIdParam }), query: certificateQuerySchema },
  responses: {
    200: {
      description: 'The certificate: JSON metadata, or with format=pdf an A4 landscape PDF (rules.md R16.4)',
      content: {
        'application/json': { schema: publicCertificateSchema },
        'application/pdf': { schema: { type: 'string' as const, format: 'binary' } },
      },
    },
    ...problemResponses(400, 404),
  },
});

const removeCertificate = defineRoute({
  method: 'delete',
  path: '/api/v2/certificate/{studentId}',
  operationId: 'deleteCertificate',
  tags,
  access: policies.admin,
  request: { params: z.object({ studentId: idParam('studentId') }) },
  responses: { 204: { description: 'Removed' }, ...problemResponses(400, 401, 403, 404) },
});

const issueCertificate = defineRoute({
  method: 'post',
  path: '/api/v2/certificate',
  operationId: 'createCertificate',
  tags,
  access: policies.admin,
  request: { body: jsonBody(certificateInputSchema) },
  responses: {
    201: jsonContent(certificateSchema, 'Issued'),
    200: jsonContent(certificateSchema, 'The student holds this certificate already'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const issueCourseCertificates = defineRoute({
  method: 'post',
  path: '/api/v2/certificate/course/{courseId}',
  operationId: 'createCourseCertificates',
  tags,
  access: manager,
  request: { params: z.object({ courseId: idParam('courseId') }), body: jsonBody(bulkCertificateInputSchema) },
  responses: {
    200: jsonContent(bulkCertificateResultSchema, 'Who received a certificate (dry run: who would)'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const issueStudentCertificate = defineRoute({
  method: 'post',
  path: '/api/v2/certificate/course/{courseId}/student/{githubId}',
  operationId: 'createCourseStudentCertificate',
  tags,
  access: manager,
  request: { params: z.object({ courseId: idParam('courseId'), githubId: githubLoginParam('githubId') }) },
  responses: {
    201: jsonContent(certificateSchema, 'Issued'),
    200: jsonContent(certificateSchema, 'The student holds this certificate already'),
    ...problemResponses(400, 401, 403, 404),
  },
});

export const certificatesRouter = new OpenAPIHono<AppEnv>()
  .openapi(issueCertificate, async (c) => {
    const { db, now } = c.get('deps');
    const session = await requireSession(c);
    const issued = await service.issueCertificate(db, session.id, c.req.valid('json'), now());
    return c.json(issued.certificate, issued.created ? 201 : 200);
  })
  .openapi(issueCourseCertificates, async (c) => {
    const { db, now } = c.get('deps');
    const session = await requireSession(c);
    const { courseId } = c.req.valid('param');
    return c.json(await service.issueCourseCertificates(db, session.id, courseId, c.req.valid('json'), now()), 200);
  })
  .openapi(issueStudentCertificate, async (c) => {
    const { db, now } = c.get('deps');
    const session = await requireSession(c);
    const { courseId, githubId } = c.req.valid('param');
    const issued = await service.issueCourseStudentCertificate(db, session.id, courseId, githubId, now());
    return c.json(issued.certificate, issued.created ? 201 : 200);
  })
  .openapi(getCertificate, async (c) => {
    const { db, env } = c.get('deps');
    const { publicId } = c.req.valid('param');
    const certificate = await service.findPublicCertificate(db, publicId);
    if (c.req.valid('query').format !== 'pdf') return c.json(certificate, 200);
    const pdf = await service.renderCertificatePdf(certificate, service.verificationUrl(env.APP_URL, publicId));
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="certificate-${publicId}.pdf"`,
    });
  })
  .openapi(removeCertificate, async (c) => {
    await service.removeCertificate(c.get('deps').db, c.req.valid('param').studentId);
    return c.body(null, 204);
  });
