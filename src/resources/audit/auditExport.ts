import type { ListToolsOptions } from '../../ui/list-tools/ListToolsContext';
import { humanize, splitAuditAction } from '../../ui/humanize';

/** The audit log's tools: its columns in the export (entity, action and actor in words, as the table shows them) and Columns. */
export const AUDIT_LIST_TOOLS: ListToolsOptions = {
  exportColumns: [
    { source: 'id', label: 'audit.columns.id' },
    { source: 'entityType', label: 'audit.columns.entity', translateAs: 'audit.entityTypes' },
    { source: 'entityId', label: 'audit.columns.entityId' },
    {
      source: 'action',
      label: 'audit.columns.action',
      // The action in words; free text the server adds after ': ' is kept as sent.
      value: (r, translate) => {
        const [word, detail] = splitAuditAction(r.action);
        const label = word ? translate(`audit.actions.${word}`, { _: humanize(word) }) : '';
        return detail === null ? label : `${label}: ${detail}`;
      },
    },
    {
      source: 'actorId',
      label: 'audit.columns.actor',
      value: (r, translate) => (r.actorId === null || r.actorId === undefined ? translate('audit.system') : translate('audit.actor', { id: r.actorId })),
    },
    { source: 'createdAt', label: 'audit.columns.date', kind: 'dateTime' },
  ],
};
