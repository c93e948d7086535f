// Each server test file prepares its own migrated database in beforeAll; when both workers start cold on 2 busy
// cores that took more than Jest's 5 s default in CI, so server tests and hooks get 30 s.
jest.setTimeout(30_000);
