import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { DROPDOWN_LIMIT } from '../../config';
import { categoryNameOf } from '../../domain/categories';
import type { CategoryChoice } from './types';

// The screens that use it show their own message; no react-admin toast.
const QUERY_OPTIONS = { onError: () => undefined };

/** The category dropdown: page 1, up to 100 categories (spec part 1, sections 7 and 9). */
export const useCategoryChoices = () => {
  const { data, isPending, error } = useGetList(
    'catalog/categories',
    { pagination: { page: 1, perPage: DROPDOWN_LIMIT }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    QUERY_OPTIONS,
  );
  const choices = useMemo<CategoryChoice[]>(
    () => (data ?? []).map((c) => ({ id: Number(c.id), name: categoryNameOf(c) })),
    [data],
  );
  return { choices, isPending, error };
};
