import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Identifier } from 'react-admin';

interface CategoryEditingValue {
  /** The row whose name is being edited inline, if any (one at a time). */
  editingId: Identifier | null;
  startEditing: (id: Identifier) => void;
  stopEditing: () => void;
}

const CategoryEditingContext = createContext<CategoryEditingValue>({
  editingId: null,
  startEditing: () => undefined,
  stopEditing: () => undefined,
});

/** Which category row is in inline edit; shared by the name cell and the row actions. */
export const CategoryEditingProvider = ({ children }: { children: ReactNode }) => {
  const [editingId, setEditingId] = useState<Identifier | null>(null);
  const value = useMemo(
    () => ({ editingId, startEditing: (id: Identifier) => setEditingId(id), stopEditing: () => setEditingId(null) }),
    [editingId],
  );
  return <CategoryEditingContext.Provider value={value}>{children}</CategoryEditingContext.Provider>;
};

export const useCategoryEditing = () => useContext(CategoryEditingContext);
