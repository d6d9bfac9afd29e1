// docs/product.md §9: the shop's business constants, in one place for the API, the client and the tests.
// Money is held in integer paise (1 rupee = 100 paise) so that totals never drift.

export const PAISE_PER_RUPEE = 100;

export const shopRules = {
  deliveryPromiseMinutes: 8,
  // The tile promises what the header does (issue 19 item 14 departs from SPEC's "22 mins", shown beside "8 minutes").
  productTileEtaLabel: '8 mins',
  deliveryCity: 'Patna',
  handlingChargePaise: 2 * PAISE_PER_RUPEE,
  deliveryChargePaise: 0,
  /** The struck-through delivery fee shown beside "FREE". */
  deliveryChargeStruckPaise: 25 * PAISE_PER_RUPEE,
  donationPaise: 1 * PAISE_PER_RUPEE,
  donationOnByDefault: true,
  tipChoicesRupees: [20, 30, 50] as const,
  carouselSlides: 5,
  carouselAdvanceMs: 5000,
  typingHintPauseMs: 1500,
  cartPulseMs: 300,
  productSkeletonCount: 30,
  locationSearchDebounceMs: 500,
  locationSearchLimit: 10,
  phoneDigits: 10,
  adminUsersPageSize: 10,
  adminOrdersPageSize: 10,
  orderNotificationPollMs: 30_000,
  toastAutoCloseMs: 3000,
  defaultLocationLabel: 'Select your location',
} as const;

export type ShopRules = typeof shopRules;
