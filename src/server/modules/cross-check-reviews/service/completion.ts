import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/problem';

export type CompletionResult = { scored: number; withoutScore: { githubId: string; reason: string }[] };

// rules.md R7.8: completes a distributed cross-check (manager or the background sweep).
export async function completeCrossCheck(
  tx: DbOrTx,
  deps: { now: Date },
  courseTaskId: number,
): Promise<CompletionResult> {
  void tx;
  void deps;
  throw new AppError('conflict', `Completion of course task ${courseTaskId} is not available yet.`);
}
