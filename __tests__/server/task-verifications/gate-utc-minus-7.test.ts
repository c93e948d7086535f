import { describeVerificationGate, pinProcessTimeZone } from '../../support/server/verification-gate';

// rules.md R9.2 with the process clock seven hours west of UTC (no daylight saving in Phoenix).
pinProcessTimeZone('America/Phoenix');
describeVerificationGate(7 * 60);
