import { http as rest } from 'msw';
import { db } from '../db';
import { api, json, authorize } from './util';

export const demoHandlers = [
  // 'Reset demo data': back to the seed for every warehouse; the session stays valid.
  rest.post(api('/demo/reset'), ({ request }) => {
    authorize(request, null);
    db.reset();
    return json({ success: true, message: 'Demo data reset' });
  }),
];
