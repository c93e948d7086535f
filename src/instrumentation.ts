// Next calls register() once when the server starts: open and migrate the database before the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startOrExit } = await import('./server/runtime');
  await startOrExit();
}
