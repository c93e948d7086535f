// Next calls register() once when the server starts: open and migrate the database before the first request,
// and stop with a clear message when it cannot be reached (issue 2, "Bad input and faults").
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getRuntime } = await import('./server/runtime');
  try {
    await getRuntime();
  } catch (error) {
    console.error(`RS School App cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
