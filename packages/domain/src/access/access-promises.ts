/**
 * What the sign-in pages promise a customer and a member of staff (the points beside the form,
 * `accountPages.hero.<key>`), each with the portal pages and permissions that keep it. A promise
 * is made only of what the portal has: a test checks that every page and permission named here
 * exists and is granted to the role, so a point cannot run ahead of the product.
 */
export type AccessPromise = {
  readonly key: string;
  readonly pages: readonly string[];
  readonly permissions?: readonly string[];
};

export const CUSTOMER_PROMISES: readonly AccessPromise[] = [
  { key: 'track', pages: ['tracking', 'findTrackingNoList'] },
  { key: 'shipments', pages: ['tracking'], permissions: ['tracking:export'] },
  { key: 'schedules', pages: ['sailingSchedule', 'LFDControl', 'etanotification'] },
];

export const STAFF_PROMISES: readonly AccessPromise[] = [
  { key: 'staffTracking', pages: ['tracking', 'uploadContainerTracking', 'etaSetting'] },
  { key: 'staffCustomers', pages: ['customer', 'customerContact', 'tmOrgCode'] },
  { key: 'staffReports', pages: ['historyPage', 'reportFieldSetting'] },
];
