import { http as rest } from 'msw';
import { db } from '../db';
import { api, json, fail, authorize, commit } from './util';

export const demoHandlers = [
  // 'Reset demo data': back to the seed for every warehouse; the session stays valid. Only a super
  // admin may (it undoes every warehouse's work): 403 for anyone else. The seed's parts that differ
  // from the saved ones are written (507 when they could not be).
  rest.post(api('/demo/reset'), ({ request }) => {
    const ctx = authorize(request, 'tenants', 'edit');
    if (ctx.role !== 'super_admin') return fail(403, 'serverText.onlySuperResets');
    db.reset();
    return commit(json({ success: true, message: 'Demo data reset' }));
  }),
];
