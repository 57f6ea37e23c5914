import { http as rest } from 'msw';
import { api, json, authorize, audit, commit, numericId, findOr404, paged, queryOf, sorted, parse, type RequestContext } from './util';
import { canSeeNotification } from '../../src/domain/ownership';

/** The warehouse's notifications the signed-in user may see (src/domain/ownership.ts): its own, and the staff's unless a customer. */
const visible = (ctx: RequestContext) => ctx.t.notifications.filter((n) => canSeeNotification(n, ctx.user, ctx.role));

export const notificationHandlers = [
  rest.get(api('/notifications'), ({ request }) => {
    const ctx = authorize(request, 'notifications', 'list');
    const isRead = queryOf(request).get('isRead');
    const mine = visible(ctx);
    let rows = [...mine].reverse();
    if (isRead === 'true' || isRead === 'false') rows = rows.filter((n) => String(n.isRead) === isRead);
    if (queryOf(request).get('sort')) rows = sorted(rows, request, 'notifications');
    const { data, total } = paged(rows, request);
    return json({ data, total, unread: mine.filter((n) => !n.isRead).length });
  }),
  rest.patch(api('/notifications/:id/read'), async ({ request, params }) => {
    const ctx = authorize(request, 'notifications', 'edit');
    const id = numericId(params.id as string);
    // One the user may not see answers as if it did not exist.
    const n = findOr404(visible(ctx), id, 'Notification');
    const { isRead } = await parse((s) => s.NotificationReadBody, request);
    n.isRead = isRead !== false;
    audit(ctx, 'notification', n.id, 'read');
    return commit(json(n));
  }),
];
