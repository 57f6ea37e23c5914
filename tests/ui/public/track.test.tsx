import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderApp, db, signInAs } from '../harness';
import { http } from '../../../src/providers/http';
import { clearSession } from '../../../src/providers/storage';

vi.mock('../../../src/console/App', () => ({ default: () => <p>Console reached</p> }));

// The customer's job link page (issue 30; src/public/TrackPage.tsx): opened without signing in, in
// the customer's language, the complaint's status and visits; a link that does not open says why.

const t1 = () => db.tenant('1');

/** A complaint logged by staff for a customer set to `language`; its link's path (`/track/<token>`), signed out after. */
const linkFor = async (language: 'en' | 'hi') => {
  await signInAs();
  const customer = t1().customers[5];
  await http.put(`/v1/customers/${customer.id}`, { language });
  const complaint = await http.post('/api/complaints', { customerId: customer.id, productId: t1().products[1].id, serialNo: 'SN-TRACK-1', description: 'Remote does not pair' });
  const { url } = await http.post(`/api/complaints/${complaint.id}/job-link`, {});
  clearSession();
  return { path: new URL(url).pathname, complaint, customer };
};

describe('job link page', () => {
  it('shows the complaint in English without signing in: status, product and serial, no visit yet; no axe violations', async () => {
    const { path, complaint } = await linkFor('en');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: `Service request #${complaint.id}` })).toBeInTheDocument();
    expect(screen.getByText('Registered')).toBeInTheDocument();
    expect(screen.getByText(`${t1().products[1].name} · SN-TRACK-1`)).toBeInTheDocument();
    expect(screen.getByText('No visit is booked yet. We will send you the date and time.')).toBeInTheDocument();
    const { violations } = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it("opens in the customer's language (Hindi) when this browser has chosen none", async () => {
    const { path, complaint } = await linkFor('hi');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: `सेवा अनुरोध #${complaint.id}` })).toBeInTheDocument();
    expect(screen.getByText('दर्ज')).toBeInTheDocument();
  });

  it('a damaged link and a revoked one each get one page saying so', async () => {
    const { path, complaint } = await linkFor('en');
    renderApp(`${path.slice(0, -4)}abcd`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not open' })).toBeInTheDocument();
    expect(screen.getByText('This link is not valid. Please ask the service centre for a new one.')).toBeInTheDocument();

    await signInAs();
    await http.delete(`/api/complaints/${complaint.id}/job-link`);
    clearSession();
    renderApp(path);
    expect(await screen.findByText('This link is no longer valid. Please ask the service centre for a new one.')).toBeInTheDocument();
  });
});
