import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { DROPDOWN_LIMIT } from '../../config';
import type { Technician } from './types';
import { useAccess } from '../../ui/useAccess';

const BY_NAME = { field: 'name', order: 'ASC' } as const;
// A missing list is not an error of this screen: names fall back to '#id'.
const QUIET = { onError: () => undefined };

/**
 * The technicians of the current warehouse from resource 'third-parties' (GET /api/vendor-assignments):
 * `active` for the choosers (filter {type:'technician', isActive:true}), `nameOf` for every
 * technician a booking may still name, active or not. Roles without vendor access (e.g. a
 * technician) get nothing and see '#id'.
 */
export const useTechnicians = () => {
  const { canAccess: canListVendors } = useAccess('third-parties', 'list');
  const enabled = canListVendors === true;
  const activeList = useGetList<Technician>(
    'third-parties',
    { pagination: { page: 1, perPage: DROPDOWN_LIMIT }, sort: BY_NAME, filter: { type: 'technician', isActive: true } },
    { enabled, ...QUIET },
  );
  const allList = useGetList<Technician>(
    'third-parties',
    { pagination: { page: 1, perPage: DROPDOWN_LIMIT }, sort: BY_NAME, filter: { type: 'technician' } },
    { enabled, ...QUIET },
  );
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const t of [...(allList.data ?? []), ...(activeList.data ?? [])]) map.set(String(t.id), t.name);
    return map;
  }, [allList.data, activeList.data]);

  return {
    active: activeList.data ?? [],
    isPending: enabled && activeList.isPending,
    error: activeList.error,
    nameOf: (id: number | string | null | undefined) => (id === null || id === undefined ? null : (names.get(String(id)) ?? `#${id}`)),
  };
};
