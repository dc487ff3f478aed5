/** The demo data's accounts (README "Demo data"): every demo member and agent has this password. */
export const DEMO_PASSWORD = 'Demo1234';

/** The demo super admin of the operator console. */
export const OPERATOR = { username: 'admin', password: 'Admin1234' } as const;
