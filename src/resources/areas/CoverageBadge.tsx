import { useTranslate } from 'react-admin';
import { StatusBadge, type BadgeColor } from '../../ui/StatusBadge';
import type { Coverage } from '../../domain/service';

const COVERAGE_COLORS: Record<Coverage, BadgeColor> = { full: 'success', partial: 'warning', none: 'error' };

/** Full (green), Partial (amber), None (red). */
export const CoverageBadge = ({ coverage }: { coverage: Coverage }) => {
  const translate = useTranslate();
  return (
    <StatusBadge
      status={coverage}
      color={COVERAGE_COLORS[coverage] ?? 'default'}
      label={translate(`areas.coverage.${coverage}`, { _: coverage })}
    />
  );
};
