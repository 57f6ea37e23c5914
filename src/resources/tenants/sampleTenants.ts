import type { Tenant } from './types';

/** The built-in tenants shown under 'Built-in sample data' (always under the sample banner, actions disabled). */
export const SAMPLE_TENANTS: Tenant[] = [
  {
    id: 1,
    name: 'Bengaluru Central Warehouse',
    subdomain: 'blr-central',
    plan: 'enterprise',
    status: 'active',
    isActive: true,
    description: 'Service and spares hub for Bengaluru',
    contactEmail: 'ops@blr-central.example.in',
    contactPhone: '+91 80000 10001',
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    name: 'Mumbai West Warehouse',
    subdomain: 'mum-west',
    plan: 'premium',
    status: 'active',
    isActive: true,
    description: 'Service and spares hub for Mumbai',
    contactEmail: 'ops@mum-west.example.in',
    contactPhone: '+91 80000 10002',
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  {
    id: 3,
    name: 'Delhi NCR Warehouse',
    subdomain: 'del-ncr',
    plan: 'basic',
    status: 'inactive',
    isActive: false,
    description: 'Service and spares hub for Delhi NCR',
    contactEmail: 'ops@del-ncr.example.in',
    contactPhone: '+91 80000 10003',
    createdAt: '2025-01-01T00:00:00.000Z',
  },
];
