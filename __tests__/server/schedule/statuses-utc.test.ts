/**
 * @jest-environment ./__tests__/support/server/time-zone-environment.ts
 * @jest-environment-options {"timezone": "UTC"}
 */
import { describeScheduleStatuses } from '../../support/server/schedule-status-suite';

// rules.md R5.3–R5.5 with the process in UTC.
describe('GET /courses/{courseId}/schedule statuses, process zone UTC', () => describeScheduleStatuses(0));
