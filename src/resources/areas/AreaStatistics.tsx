import { StatTiles } from '../../ui/StatTiles';
import type { Area } from './types';

/** Full, Partial, No Coverage and Total Areas of the given areas. */
export const coverageCounts = (areas: Area[]) => ({
  full: areas.filter((a) => a.coverage === 'full').length,
  partial: areas.filter((a) => a.coverage === 'partial').length,
  none: areas.filter((a) => a.coverage === 'none').length,
  total: areas.length,
});

/** The statistics cards, counted from the loaded areas (all of them, whatever the filters). */
export const AreaStatistics = ({ areas }: { areas: Area[] }) => {
  const counts = coverageCounts(areas);
  return (
    <StatTiles
      tiles={[
        ['areas.stats.full', counts.full],
        ['areas.stats.partial', counts.partial],
        ['areas.stats.none', counts.none],
        ['areas.stats.total', counts.total],
      ]}
    />
  );
};
