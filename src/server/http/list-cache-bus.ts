import type { AppDeps } from './context';
import { evictCourseLists, parseCacheNotice } from './list-cache';

// DESIGN.md "Performance": the triggers' rs_cache notices ({courseId, kind, version}) free the memory of list answers
// a write made stale, on every instance; the version read on each request already keeps them from being served. A null
// notice (the bus lost its connection or came back: notices may have been missed) frees them all.
export function evictListsOnNotice(deps: AppDeps): () => void {
  return deps.bus.subscribe('rs_cache', (payload) => {
    const notice = payload === null ? null : parseCacheNotice(payload);
    if (payload === null || notice) evictCourseLists(deps, notice);
  });
}
