import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { csvContent, csvResponse } from '../../http/csv';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import {
  badgeSchema,
  gratitudeInputSchema,
  gratitudePageSchema,
  gratitudeSchema,
  gratitudesQuerySchema,
  hallOfFameMentorSchema,
  hallOfFameQuerySchema,
  heroesCountrySchema,
  heroesRadarCsvQuerySchema,
  heroesRadarQuerySchema,
  heroPageSchema,
} from './schemas';
import * as service from './service';

const tags = ['gratitudes'];

const give = defineRoute({
  method: 'post',
  path: '/api/v2/gratitudes',
  operationId: 'createGratitude',
  tags,
  access: policies.authenticated,
  owner: 'a role in the body courseId that allows badgeId (R17.1)',
  request: { body: jsonBody(gratitudeInputSchema) },
  responses: {
    201: jsonContent(z.array(gratitudeSchema), 'One gratitude per recipient'),
    ...problemResponses(400, 401, 403),
  },
});

const list = defineRoute({
  method: 'get',
  path: '/api/v2/gratitudes',
  operationId: 'getGratitudes',
  tags,
  access: policies.authenticated,
  request: { query: gratitudesQuerySchema },
  responses: { 200: jsonContent(gratitudePageSchema, 'Newest first'), ...problemResponses(400, 401) },
});

const badges = defineRoute({
  method: 'get',
  path: '/api/v2/gratitudes/badges/{courseId}',
  operationId: 'getBadges',
  tags,
  access: policies.course('student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner'),
  request: { params: z.object({ courseId: idParam('courseId') }) },
  responses: {
    200: jsonContent(z.array(badgeSchema), 'The badges the caller may give in the course'),
    ...problemResponses(400, 401, 403),
  },
});

const countries = defineRoute({
  method: 'get',
  path: '/api/v2/gratitudes/heroes/countries',
  operationId: 'getHeroesCountries',
  tags,
  access: policies.authenticated,
  responses: {
    200: jsonContent(z.array(heroesCountrySchema), "Recipients' countries, ascending"),
    ...problemResponses(401),
  },
});

const radar = defineRoute({
  method: 'get',
  path: '/api/v2/gratitudes/heroes/radar',
  operationId: 'getHeroesRadar',
  tags,
  access: policies.authenticated,
  request: { query: heroesRadarQuerySchema },
  responses: { 200: jsonContent(heroPageSchema, 'Heroes by total, ranked'), ...problemResponses(400, 401) },
});

const radarCsv = defineRoute({
  method: 'get',
  path: '/api/v2/gratitudes/heroes/radar/csv',
  operationId: 'getHeroesRadarCsv',
  tags,
  access: policies.admin,
  request: { query: heroesRadarCsvQuerySchema },
  responses: { 200: csvContent('heroes-radar.csv'), ...problemResponses(400, 401, 403) },
});

const hallOfFame = defineRoute({
  method: 'get',
  path: '/api/v2/mentors-hall-of-fame',
  operationId: 'getMentorsHallOfFame',
  tags,
  access: policies.public,
  request: { query: hallOfFameQuerySchema },
  responses: {
    200: jsonContent(z.array(hallOfFameMentorSchema), 'Mentors by certified mentees'),
    ...problemResponses(400),
  },
});

export const gratitudesRouter = new OpenAPIHono<AppEnv>()
  .openapi(give, async (c) => {
    const session = await requireSession(c);
    const { db, now, log } = c.get('deps');
    const given = await service.giveGratitude(db, session, c.req.valid('json'), now());
    // rules.md R17.2: after the commit and off the request's path; a failure is only logged.
    void service.postToDiscord(given.discordPosts, log);
    return c.json(given.gratitudes, 201);
  })
  .openapi(list, async (c) => c.json(await service.listGratitudes(c.get('deps').db, c.req.valid('query')), 200))
  .openapi(badges, async (c) => {
    const session = await requireSession(c);
    return c.json(service.listBadges(session, c.req.valid('param').courseId), 200);
  })
  .openapi(countries, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.heroesCountries(db, now()), 200);
  })
  .openapi(radar, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.heroesRadar(db, c.req.valid('query'), now()), 200);
  })
  .openapi(radarCsv, async (c) =>
    csvResponse(c, 'heroes-radar.csv', await service.heroesRadarCsv(c.get('deps').db, c.req.valid('query'))),
  )
  .openapi(hallOfFame, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.mentorsHallOfFame(db, c.req.valid('query').allTime === 'true', now()), 200);
  });
