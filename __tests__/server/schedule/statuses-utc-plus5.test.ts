/**
 * @jest-environment ./__tests__/support/server/time-zone-environment.ts
 * @jest-environment-options {"timezone": "Asia/Tashkent"}
 */
import { describeScheduleStatuses } from '../../support/server/schedule-status-suite';

// rules.md R23.2: statuses and deadlines do not depend on the server's zone; Asia/Tashkent is UTC+5 all year.
describe('GET /courses/{courseId}/schedule statuses, process zone UTC+5', () => describeScheduleStatuses(-300));
