import { http as rest } from 'msw';
import { api, json, authorize, audit, commit, numericId, findOr404, queryOf, parse, listPage, countRows, type RequestContext } from './util';
import { canSeeNotification, notificationAudience } from '../../src/domain/ownership';
import type { Condition } from '../../src/domain/listQuery';

/** The warehouse's notifications the signed-in user may see (src/domain/ownership.ts): its own, and the staff's unless a customer. */
const visible = (ctx: RequestContext) => ctx.t.notifications.filter((n) => canSeeNotification(n, ctx.user, ctx.role));

export const notificationHandlers = [
  rest.get(api('/notifications'), async ({ request }) => {
    const ctx = authorize(request, 'notifications', 'list');
    const isRead = queryOf(request).get('isRead');
    const mine = notificationAudience(ctx.user, ctx.role);
    const read: Condition[] = isRead === 'true' || isRead === 'false' ? [{ field: 'isRead', op: 'eq', value: isRead === 'true' }] : [];
    const { data, total } = await listPage(ctx, 'notifications', 'notifications', request, [...mine, ...read]);
    return json({ data, total, unread: await countRows(ctx, 'notifications', [...mine, { field: 'isRead', op: 'eq', value: false }]) });
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
