import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';

/** Cache key of the overdue view (page 1 of approved requests, filtered on the client). */
export const OVERDUE_QUERY_KEY: QueryKey = ['spares/requests', 'overdue'];

type ListData = { data?: RaRecord[] } | undefined;

const replaceIn = (updated: RaRecord) => (old: ListData) =>
  old?.data ? { ...old, data: old.data.map((row) => (row.id === updated.id ? { ...row, ...updated } : row)) } : old;

const replaceRecord = (updated: RaRecord) => (old: RaRecord | undefined) =>
  old && String(old.id) === String(updated.id) ? { ...old, ...updated } : old;

/**
 * Spec: "After success the row status is updated locally". The answer of the call replaces the
 * row in every cached page (live list and overdue view) and the request's own page without a
 * refetch, so the row stays in view with its new status and the next action (e.g. Delivered after
 * Approve) is at hand.
 */
export const useReplaceSpareRequestRow = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (updated: RaRecord) => {
      queryClient.setQueriesData<ListData>({ queryKey: ['spares/requests', 'getList'] }, replaceIn(updated));
      queryClient.setQueriesData<ListData>({ queryKey: OVERDUE_QUERY_KEY }, replaceIn(updated));
      queryClient.setQueriesData<RaRecord>({ queryKey: ['spares/requests', 'getOne'] }, replaceRecord(updated));
    },
    [queryClient],
  );
};
