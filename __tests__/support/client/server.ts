import { setupServer } from 'msw/node';

// Each test adds its own handlers with server.use(); unknown requests fail the test (onUnhandledRequest: 'error').
export const server = setupServer();
