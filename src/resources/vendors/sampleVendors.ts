import type { Vendor } from './types';

/**
 * The built-in vendors shown after a failed load, always under the 'Sample data' banner and with
 * their row actions disabled (README, "Deliberate departures from the spec").
 */
export const SAMPLE_VENDORS: Vendor[] = [
  {
    id: 1,
    name: 'Ravi Kumar',
    type: 'technician',
    email: 'ravi.kumar@service.example.in',
    phone: '9876543210',
    address: '12, MG Road',
    pincode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
    serviceAreas: ['560001', '560034'],
    specializations: ['LED TV', 'Panel replacement'],
    commissionPercentage: 15.5,
    rating: 4.5,
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    name: 'Mumbai TeleFix',
    type: 'vendor',
    email: 'mumbai.telefix@service.example.in',
    phone: '9123456780',
    address: '45, Station Road',
    pincode: '400001',
    city: 'Mumbai',
    state: 'Maharashtra',
    serviceAreas: ['400001', '400050'],
    specializations: ['Smart TV software'],
    commissionPercentage: 18,
    rating: 4.1,
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
  {
    id: 3,
    name: 'Anita Sharma',
    type: 'technician',
    email: 'anita.sharma@service.example.in',
    phone: '9988776655',
    address: '7, Ring Road',
    pincode: '110017',
    city: 'New Delhi',
    state: 'Delhi',
    serviceAreas: ['110017'],
    specializations: ['OLED TV', 'Wall mounting'],
    commissionPercentage: 12.5,
    rating: 3.8,
    isActive: false,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
];
