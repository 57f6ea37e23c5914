import { http as rest } from 'msw';
import { db } from '../db';
import { api, json, authorize, commit } from './util';

export const demoHandlers = [
  // 'Reset demo data': back to the seed for every warehouse; the session stays valid. The seed's
  // parts that differ from the saved ones are written (507 when they could not be).
  rest.post(api('/demo/reset'), ({ request }) => {
    authorize(request, null);
    db.reset();
    return commit(json({ success: true, message: 'Demo data reset' }));
  }),
];
