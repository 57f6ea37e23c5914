// Approvals (spec part 2 section 7): a pending approval is decided once, approved or rejected
// (issue 28: a decided one is not decided again; a change of mind is a new request).

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

/** Whether an approval in `status` may still be decided: only while pending. */
export const canDecideApproval = (status: string): boolean => status === 'pending';

// What an approval is about (issue 27): the record's kind and id, a label, its amount and who asked
// for it, so the approver sees what they decide. Used by the demo backend's and the server's
// GET /api/approvals and decisions (mocks/handlers/finance.ts).

/** An approval's subject, as the approvals list shows it (src/schemas/records.ts ApprovalSubject). */
export interface ApprovalSubject {
  type: string;
  id: number;
  label: string;
  amount: number | null;
  requester: string | null;
  bookingId: number | null;
}

/** What the subject is read from: the warehouse's records an approval may be about, and the users who ask. */
export interface ApprovalRecords {
  spareRequests: readonly {
    id: number;
    bookingId: number;
    requestedItems: readonly { partName: string; partNumber: string; quantity: number }[];
    totalEstimatedCost: number;
    requestedBy: number;
  }[];
  registrations: readonly { id: number; productId: number; serialNo: string }[];
  products: readonly { id: number; name: string; extendedWarrantyPrice?: number | null }[];
  commissions: readonly { id: number; vendorName: string; referenceType: string; referenceId: number; amount: number }[];
  users: readonly { id: number; firstName: string; lastName: string; email: string }[];
}

/**
 * The subject of an approval: a spare request (its parts `name × quantity`, estimated cost, requester
 * and booking), a warranty extension (product and serial, the product's extension price) or a
 * commission (vendor and reference, amount). Null when the record is gone or the kind is unknown.
 */
export const approvalSubject = (approval: { entityType: string; entityId: number }, records: ApprovalRecords): ApprovalSubject | null => {
  const userName = (id: number | null | undefined) => {
    const u = records.users.find((x) => x.id === id);
    return u ? [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email : null;
  };
  const type = approval.entityType;
  if (type === 'spare_request') {
    const r = records.spareRequests.find((x) => x.id === approval.entityId);
    if (!r) return null;
    const parts = r.requestedItems.map((i) => `${i.partName || i.partNumber} × ${i.quantity}`).join(', ');
    return { type, id: r.id, label: parts, amount: r.totalEstimatedCost, requester: userName(r.requestedBy), bookingId: r.bookingId };
  }
  if (type === 'warranty_extension') {
    const r = records.registrations.find((x) => x.id === approval.entityId);
    if (!r) return null;
    const product = records.products.find((p) => p.id === r.productId);
    return { type, id: r.id, label: `${product?.name ?? `#${r.productId}`} · ${r.serialNo}`, amount: product?.extendedWarrantyPrice ?? null, requester: null, bookingId: null };
  }
  if (type === 'commission') {
    const c = records.commissions.find((x) => x.id === approval.entityId);
    if (!c) return null;
    return { type, id: c.id, label: `${c.vendorName} · ${c.referenceType} #${c.referenceId}`, amount: c.amount, requester: null, bookingId: null };
  }
  return null;
};
