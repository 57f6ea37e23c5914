import { http as rest } from 'msw';
import { api, json, authorize, audit, commit, numericId, findOr404, paged, queryOf, readBody } from './util';

export const notificationHandlers = [
  rest.get(api('/notifications'), ({ request }) => {
    const ctx = authorize(request, 'notifications', 'list');
    const isRead = queryOf(request).get('isRead');
    let rows = [...ctx.t.notifications].reverse();
    if (isRead === 'true' || isRead === 'false') rows = rows.filter((n) => String(n.isRead) === isRead);
    const { data, total } = paged(rows, request);
    return json({ data, total, unread: ctx.t.notifications.filter((n) => !n.isRead).length });
  }),
  rest.patch(api('/notifications/:id/read'), async ({ request, params }) => {
    const ctx = authorize(request, 'notifications', 'edit');
    const n = findOr404(ctx.t.notifications, numericId(params.id as string), 'Notification');
    const body = await readBody<{ isRead?: boolean }>(request);
    n.isRead = body.isRead !== false;
    audit(ctx, 'notification', n.id, 'read');
    return commit(json(n));
  }),
];
