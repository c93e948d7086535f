import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { prompts } from '../../db/schema';
import { AppError } from '../../http/problem';
import type { Prompt, PromptInput, PromptPatch } from './schemas';

type PromptRow = typeof prompts.$inferSelect;

const toPrompt = (row: PromptRow): Prompt => ({
  id: row.id,
  type: row.type,
  text: row.text,
  temperature: row.temperature,
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

export async function listPrompts(db: DbOrTx): Promise<Prompt[]> {
  const rows = await db.select().from(prompts).orderBy(asc(prompts.type), asc(prompts.id));
  return rows.map(toPrompt);
}

// access.md §25: one prompt per type; a taken type answers 409 naming the field.
async function assertTypeFree(tx: DbOrTx, type: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(eq(prompts.type, type), exceptId ? ne(prompts.id, exceptId) : undefined));
  if (taken) {
    throw new AppError('conflict', `A prompt of type "${type}" already exists.`, {
      errors: [{ path: 'type', message: 'This type is taken' }],
    });
  }
}

export async function createPrompt(db: Db, input: PromptInput, now: Date): Promise<Prompt> {
  return db.transaction(async (tx) => {
    await assertTypeFree(tx, input.type);
    const [row] = await tx
      .insert(prompts)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning();
    return toPrompt(row);
  });
}

export async function updatePrompt(db: Db, id: number, patch: PromptPatch, now: Date): Promise<Prompt> {
  return db.transaction(async (tx) => {
    // rules.md R1.9: an unknown prompt (404) before a taken type (409).
    const [current] = await tx.select({ id: prompts.id }).from(prompts).where(eq(prompts.id, id));
    if (!current) throw new AppError('not_found', `Prompt ${id} does not exist.`);
    if (patch.type !== undefined) await assertTypeFree(tx, patch.type, id);
    const [row] = await tx
      .update(prompts)
      .set({ ...patch, updatedAt: now })
      .where(eq(prompts.id, id))
      .returning();
    return toPrompt(row);
  });
}

export async function deletePrompt(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db.delete(prompts).where(eq(prompts.id, id)).returning({ id: prompts.id });
  if (!row) throw new AppError('not_found', `Prompt ${id} does not exist.`);
}
