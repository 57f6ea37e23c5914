// The word lists the demo's sample records are drawn from (mocks/seed.ts).
export const CITIES = [
  { city: 'Bengaluru', state: 'Karnataka', region: 'South', pincodes: ['560001', '560034', '560066', '560100'] },
  { city: 'Mumbai', state: 'Maharashtra', region: 'West', pincodes: ['400001', '400050', '400076'] },
  { city: 'New Delhi', state: 'Delhi', region: 'North', pincodes: ['110001', '110017', '110092'] },
  { city: 'Chennai', state: 'Tamil Nadu', region: 'South', pincodes: ['600001', '600040'] },
  { city: 'Hyderabad', state: 'Telangana', region: 'South', pincodes: ['500001', '500081'] },
  { city: 'Kolkata', state: 'West Bengal', region: 'East', pincodes: ['700001', '700091'] },
  { city: 'Pune', state: 'Maharashtra', region: 'West', pincodes: ['411001', '411057'] },
  { city: 'Ahmedabad', state: 'Gujarat', region: 'West', pincodes: ['380001', '380015'] },
  { city: 'Jaipur', state: 'Rajasthan', region: 'North', pincodes: ['302001'] },
  { city: 'Lucknow', state: 'Uttar Pradesh', region: 'North', pincodes: ['226001'] },
];

export const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Ananya', 'Diya', 'Ishaan', 'Kavya', 'Rohan', 'Priya', 'Arjun', 'Meera', 'Sai', 'Neha', 'Rahul', 'Pooja', 'Vikram', 'Sneha', 'Karthik', 'Lakshmi', 'Imran', 'Farah', 'Gurpreet', 'Harpreet', 'Suresh', 'Deepa'];
export const LAST = ['Sharma', 'Verma', 'Iyer', 'Reddy', 'Nair', 'Patel', 'Gupta', 'Singh', 'Khan', 'Das', 'Mukherjee', 'Rao', 'Menon', 'Joshi', 'Kulkarni', 'Chopra', 'Banerjee', 'Pillai'];

export const PART_CATEGORIES = ['Display Panels', 'Mainboards', 'Power Supply Boards', 'Backlight LED Strips', 'T-Con Boards', 'Speakers', 'Remote Controls', 'Wall Mounts'];
export const TV_MODELS = [
  { name: 'Vistara 43" 4K UHD Smart TV', sku: 'VST-43-4K', price: 28990 },
  { name: 'Vistara 55" 4K QLED TV', sku: 'VST-55-QLED', price: 52990 },
  { name: 'Vistara 65" OLED TV', sku: 'VST-65-OLED', price: 149990 },
  { name: 'Nilgiri 32" HD Ready TV', sku: 'NLG-32-HD', price: 13490 },
  { name: 'Nilgiri 40" Full HD Smart TV', sku: 'NLG-40-FHD', price: 19990 },
  { name: 'Kaveri 50" 4K Google TV', sku: 'KVR-50-GTV', price: 36990 },
];
export const PARTS = [
  { name: '43" LED Panel V430', sku: 'PNL-V430-43', price: 11500, cat: 0 },
  { name: '55" QLED Panel Q550', sku: 'PNL-Q550-55', price: 24500, cat: 0 },
  { name: 'Mainboard MB-4K-A2', sku: 'MB-4K-A2', price: 4200, cat: 1 },
  { name: 'Mainboard MB-HD-S1', sku: 'MB-HD-S1', price: 2600, cat: 1 },
  { name: 'Power Supply PSU-150W', sku: 'PSU-150W', price: 1850, cat: 2 },
  { name: 'Power Supply PSU-220W', sku: 'PSU-220W', price: 2450, cat: 2 },
  { name: 'LED Strip Set 43" (8 pcs)', sku: 'LED-43-8', price: 1350, cat: 3 },
  { name: 'LED Strip Set 55" (10 pcs)', sku: 'LED-55-10', price: 1890, cat: 3 },
  { name: 'T-Con Board TC-120Hz', sku: 'TCON-120', price: 1650, cat: 4 },
  { name: 'Speaker Pair 10W', sku: 'SPK-10W-PR', price: 690, cat: 5 },
  { name: 'Voice Remote RC-V2', sku: 'RC-V2', price: 1190, cat: 6 },
  { name: 'Tilt Wall Mount 32-55"', sku: 'WM-TILT-55', price: 990, cat: 7 },
];
/**
 * The component lines of the seeded BOMs (issue 27): for each TV model, the spare parts of PARTS it
 * is built from and how many of each. A model the catalogue has no panel for lists the rest. No
 * accessory sold apart (the wall mount, the catalogue's last product) is a component.
 */
export const BOM_PARTS: Record<string, [sku: string, quantity: number][]> = {
  'VST-43-4K': [['PNL-V430-43', 1], ['MB-4K-A2', 1], ['PSU-150W', 1], ['LED-43-8', 1], ['TCON-120', 1], ['SPK-10W-PR', 1], ['RC-V2', 1]],
  'VST-55-QLED': [['PNL-Q550-55', 1], ['MB-4K-A2', 1], ['PSU-220W', 1], ['LED-55-10', 1], ['TCON-120', 1], ['SPK-10W-PR', 1], ['RC-V2', 1]],
  'VST-65-OLED': [['MB-4K-A2', 1], ['PSU-220W', 2], ['TCON-120', 2], ['SPK-10W-PR', 2], ['RC-V2', 1]],
  'NLG-32-HD': [['MB-HD-S1', 1], ['PSU-150W', 1], ['SPK-10W-PR', 1], ['RC-V2', 1]],
  'NLG-40-FHD': [['MB-HD-S1', 1], ['PSU-150W', 1], ['LED-43-8', 1], ['SPK-10W-PR', 1], ['RC-V2', 1]],
  'KVR-50-GTV': [['MB-4K-A2', 1], ['PSU-220W', 1], ['LED-55-10', 1], ['TCON-120', 1], ['SPK-10W-PR', 1], ['RC-V2', 1]],
};
export const ISSUES = [
  'No display, sound is working',
  'Vertical lines on the screen',
  'TV does not power on',
  'Remote not responding',
  'Backlight flickers after 10 minutes',
  'No sound from speakers',
  'Wi-Fi keeps disconnecting',
  'Half of the screen is dark',
  'HDMI port not detecting set-top box',
  'Screen cracked during installation',
  'Red standby light blinks, no picture',
  'Apps crash on startup',
];
export const SPECIALIZATIONS = ['LED TV', 'OLED TV', 'QLED TV', 'Smart TV software', 'Panel replacement', 'Wall mounting', 'Power boards'];
