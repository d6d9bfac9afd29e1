import type { Role } from '@jhatpat/domain';

export interface DemoAccount {
  role: Role;
  name: string;
  phone: string;
  password: string;
}

// Seeded into an empty database (SEED_DEMO=true, the default) and printed at start-up, so a person
// trying the shop can sign in as each role. Turn off with SEED_DEMO=false for a real deployment.
export const demoAccounts: readonly DemoAccount[] = [
  { role: 'admin', name: 'Asha Admin', phone: '9000000001', password: 'jhatpat-admin' },
  { role: 'customer', name: 'Ravi Kumar', phone: '9000000002', password: 'jhatpat-customer' },
  { role: 'delivery', name: 'Deepak Delivery', phone: '9000000003', password: 'jhatpat-delivery' },
  { role: 'auditor', name: 'Anita Auditor', phone: '9000000004', password: 'jhatpat-auditor' },
  { role: 'packer', name: 'Pooja Packer', phone: '9000000005', password: 'jhatpat-packer' },
];
