// Limits and messages of the addresses context that the shared form rules (@jhatpat/domain) leave open.

/** A bound per user, so one account cannot fill the table; far above any household's needs. */
export const MAX_ADDRESSES_PER_USER = 50;

export const addressApiMessages = {
  // One message for "no such address" and "someone else's": the API never tells them apart.
  notFound: 'Address not found.',
  tooMany: `You can save at most ${MAX_ADDRESSES_PER_USER} addresses. Delete one to add another.`,
  deleted: 'Address deleted',
} as const;
