// Issue 12 "ETag/If-None-Match through the generated client and SWR": the score page, the schedule and the course
// students list answer with a strong ETag and `Cache-Control: private, no-cache`. This is the bounded memory of tags
// and bodies (least recently used leaves first); the interceptors that use it live with the one axios instance in
// api-client.ts. A browser whose HTTP cache revalidates by itself hands scripts a 200; it passes a 304 through only
// when the script set If-None-Match itself, which is the case those interceptors handle.
export type ConditionalEntry = { etag: string; data: unknown };

export class ConditionalResponses {
  private readonly entries = new Map<string, ConditionalEntry>();

  constructor(private readonly limit = 100) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): ConditionalEntry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Least recently used goes first: re-insert on every hit.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: ConditionalEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
