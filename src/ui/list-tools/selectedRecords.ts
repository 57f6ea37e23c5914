import type { DataProvider, Identifier, RaRecord } from 'react-admin';

/** The selected rows in selection order: those on the page shown, the others (another page) by getMany. */
export const selectedRecords = async (
  dataProvider: DataProvider,
  resource: string,
  data: readonly RaRecord[],
  selectedIds: readonly Identifier[],
): Promise<RaRecord[]> => {
  const shown = data.filter((r) => selectedIds.includes(r.id));
  const missing = selectedIds.filter((id) => !shown.some((r) => r.id === id));
  const fetched = missing.length ? (await dataProvider.getMany(resource, { ids: [...missing] })).data : [];
  const all = [...shown, ...fetched];
  return selectedIds.map((id) => all.find((r) => r.id === id)).filter((r): r is RaRecord => Boolean(r));
};
