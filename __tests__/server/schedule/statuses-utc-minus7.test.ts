/**
 * @jest-environment ./__tests__/support/server/time-zone-environment.ts
 * @jest-environment-options {"timezone": "America/Phoenix"}
 */
import { describeScheduleStatuses } from '../../support/server/schedule-status-suite';

// rules.md R23.2: statuses and deadlines do not depend on the server's zone; America/Phoenix is UTC−7 all year.
describe('GET /courses/{courseId}/schedule statuses, process zone UTC−7', () => describeScheduleStatuses(420));
