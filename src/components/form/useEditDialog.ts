import { useCallback, useState } from 'react';

interface EditDialogState<Item> {
  open: boolean;
  // undefined: the dialog adds a new item.
  item?: Item;
  // A new key per opening gives the dialog a fresh form; the closed dialog stays mounted for its animation.
  key: number;
}

// State of an add/edit modal over a table row.
export function useEditDialog<Item>() {
  const [state, setState] = useState<EditDialogState<Item> | null>(null);
  const openAdd = useCallback(() => setState((prev) => ({ open: true, key: (prev?.key ?? 0) + 1 })), []);
  const openEdit = useCallback(
    (item: Item) => setState((prev) => ({ open: true, item, key: (prev?.key ?? 0) + 1 })),
    [],
  );
  const close = useCallback(() => setState((prev) => (prev ? { ...prev, open: false } : prev)), []);
  return { dialog: state, openAdd, openEdit, close };
}
