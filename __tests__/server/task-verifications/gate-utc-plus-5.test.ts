import { describeVerificationGate, pinProcessTimeZone } from '../../support/server/verification-gate';

// rules.md R9.2 with the process clock five hours east of UTC (no daylight saving in Tashkent).
pinProcessTimeZone('Asia/Tashkent');
describeVerificationGate(-5 * 60);
