import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { csvContent, csvResponse } from '../../http/csv';
import { cachedJsonContent, cachedList, TimedAnswer } from '../../http/list-cache';
import { AppError } from '../../http/problem';
import { defineRoute, idParam, jsonContent, problemResponses } from '../../http/route';
import { calendarTokenSchema, scheduleItemSchema, timezoneQuerySchema } from './schemas';
import * as service from './service';

const tags = ['schedule'];
const courseParams = z.object({ courseId: idParam('courseId') });
const member = policies.course('student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner');

const schedule = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/schedule',
  operationId: 'getCourseSchedule',
  tags,
  access: member,
  request: { params: courseParams },
  responses: {
    ...cachedJsonContent(z.array(scheduleItemSchema), 'Schedule items with the caller’s statuses (R5)'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const csv = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/schedule/csv',
  operationId: 'getCourseScheduleCsv',
  tags,
  access: policies.course('manager', 'supervisor'),
  request: { params: courseParams, query: timezoneQuerySchema },
  responses: { 200: csvContent('schedule_<courseId>.csv'), ...problemResponses(400, 401, 403, 404) },
});

const token = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/icalendar/token',
  operationId: 'getCalendarToken',
  tags,
  access: member,
  request: { params: courseParams },
  responses: {
    200: jsonContent(calendarTokenSchema, 'The caller’s feed token (R6.1)'),
    ...problemResponses(400, 401, 403),
  },
});

const feed = defineRoute({
  method: 'get',
  path: '/api/v2/courses/{courseId}/icalendar/{token}',
  operationId: 'getCourseIcalendar',
  tags,
  access: policies.public,
  request: {
    params: z.object({
      courseId: idParam('courseId'),
      token: z
        .string()
        .max(64)
        .openapi({
          param: { name: 'token', in: 'path' },
          format: 'uuid',
          example: '00000000-0000-4000-8000-000000000001',
        }),
    }),
    query: timezoneQuerySchema,
  },
  responses: {
    200: { description: 'The course calendar (R6.2)', content: { 'text/calendar': { schema: { type: 'string' } } } },
    ...problemResponses(400, 404),
  },
});

// The static icalendar/token path is registered before icalendar/{token} (DESIGN.md "Routing").
export const scheduleRouter = new OpenAPIHono<AppEnv>()
  // A student sees his own statuses and scores (R5.3), everyone else the same dates (R5.4); the statuses hold while the
  // clock stays between the starts and ends around now (scheduleBody tells the span).
  .openapi(schedule, async (c) => {
    const { db } = c.get('deps');
    const { courseId } = c.req.valid('param');
    const session = await requireSession(c);
    const viewer = { studentId: session.courses[courseId]?.studentId ?? null };
    return cachedList(c, {
      kind: 'schedule',
      courseId,
      viewer: viewer.studentId === null ? 'member' : `student:${viewer.studentId}`,
      timed: true,
      // A student's own answer is asked for again by few (cold scenario: every request another student).
      keepOnRepeat: viewer.studentId !== null,
      // The schedule version is read with the viewer's facts, in one statement (viewer-facts.ts).
      readsVersion: true,
      compute: async (now) => {
        const answer = await service.scheduleBody(db, courseId, viewer.studentId, now);
        if (!answer) throw new AppError('not_found', `Course ${courseId} does not exist.`);
        return new TimedAnswer(answer.body, answer.validFrom, answer.validUntil, answer.version);
      },
    });
  })
  .openapi(csv, async (c) => {
    const { db, now } = c.get('deps');
    const { courseId } = c.req.valid('param');
    const body = await service.scheduleCsv(db, courseId, c.req.valid('query').timezone, now());
    return csvResponse(c, `schedule_${courseId}.csv`, body);
  })
  .openapi(token, async (c) => {
    const session = await requireSession(c);
    const issued = await service.calendarToken(c.get('deps').db, session.id, c.req.valid('param').courseId);
    return c.json({ token: issued }, 200);
  })
  .openapi(feed, async (c) => {
    const { db, env, now } = c.get('deps');
    const { courseId, token } = c.req.valid('param');
    const input = { courseId, token, timezone: c.req.valid('query').timezone, appUrl: env.APP_URL };
    const body = await service.icalendarFeed(db, input, now());
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="schedule_${courseId}.ics"`,
    });
  });
