import type { MigrationInterface, QueryRunner } from 'typeorm';

// Guest carts are named by the SHA-256 of their token (issue 16 item 7, docs/decisions.md#guest-cart-keys).
// cart_view is a read model, so the Guest-Tokens that earlier merges left in merged_guest_tokens are
// replaced by their hashes here: the same values a rebuild now folds from the upcast GuestCartMerged.
export class GuestTokensHashedInCartView1763960400000 implements MigrationInterface {
  name = 'GuestTokensHashedInCartView1763960400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE cart_view SET merged_guest_tokens = (
        SELECT coalesce(jsonb_agg(CASE WHEN token ~ '^[0-9a-f]{32}$' THEN encode(sha256(convert_to(token, 'UTF8')), 'hex') ELSE token END ORDER BY n), '[]'::jsonb)
          FROM jsonb_array_elements_text(merged_guest_tokens) WITH ORDINALITY AS t(token, n))
       WHERE EXISTS (SELECT 1 FROM jsonb_array_elements_text(merged_guest_tokens) AS t(token) WHERE token ~ '^[0-9a-f]{32}$')`);
  }

  async down(): Promise<void> {
    // Hashes cannot be turned back into tokens, and nothing needs them to be.
  }
}
