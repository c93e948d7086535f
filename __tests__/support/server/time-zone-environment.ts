import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';

// The Node test environment with the process time zone pinned from `@jest-environment-options {"timezone": "…"}`.
// A test file cannot do it itself: its `process.env` is a sandbox copy, and only the real one resets the zone of
// Date. The previous zone comes back at teardown, so later files of the same worker are unaffected.
export default class TimeZoneEnvironment extends TestEnvironment {
  private readonly previousZone: string | undefined;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.previousZone = process.env.TZ;
    const zone = config.projectConfig.testEnvironmentOptions.timezone;
    if (typeof zone === 'string') process.env.TZ = zone;
  }

  async teardown() {
    if (this.previousZone === undefined) delete process.env.TZ;
    else process.env.TZ = this.previousZone;
    await super.teardown();
  }
}
