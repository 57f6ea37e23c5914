// Global search (docs/architecture.md, "Lifecycle and SLA"): GET /api/search?q= over the request's
// warehouse, one group per readable resource.
import { http as rest } from 'msw';
import { can } from '../../src/domain/access';
import { SEARCH_GROUPS, SEARCH_MAX_LENGTH, SEARCH_TOO_LONG, searchRecords } from '../../src/domain/search';
import { api, json, fail, authorize, currentMatrix, queryOf } from './util';
import { ownCustomerIds as linkedCustomerIds } from '../../src/domain/ownership';

export const searchHandlers = [
  rest.get(api('/search'), ({ request }) => {
    // Any signed-in user: each group is there only when the role may list that resource.
    const ctx = authorize(request, null);
    const q = queryOf(request).get('q') ?? '';
    if (q.trim().length > SEARCH_MAX_LENGTH) return fail(400, SEARCH_TOO_LONG);
    const matrix = currentMatrix();
    const groups = SEARCH_GROUPS.filter((g) => can(ctx.role, g, 'list', matrix));
    // A customer finds only its own complaints and registrations (by the account's customer link, as their lists do).
    const ownCustomerIds = ctx.role === 'customer' ? new Set(linkedCustomerIds(ctx.user, ctx.role, ctx.tenantId)) : null;
    return json(searchRecords(ctx.t, q, { groups, ownCustomerIds }));
  }),
];
