import type { User, UserChanges } from '@jhatpat/api-client';
import { isRole, phoneNumber, textProblem } from '@jhatpat/domain';

export type UserDraft = UserChanges;

export const draftOf = ({ name, phone, role }: User): UserDraft => ({ name, phone, role });

/** The API's cap on a name (identity user-rules.ts). */
export const USER_NAME_MAX = 100;

/**
 * docs/product.md §5: what the server would refuse, said before asking it; null when the draft can be saved. A name
 * keeps the shop's one text rule (libs/domain contracts/text.contract.ts) in the API's words.
 */
export function draftProblem({ name, phone, role }: UserDraft): string | null {
  if (!name.trim()) return 'Name is required';
  const nameProblem = textProblem('name', name, USER_NAME_MAX);
  if (nameProblem) return nameProblem;
  if (!phoneNumber.safeParse(phone).success) return 'Please enter a valid 10-digit phone number';
  if (!isRole(role)) return 'Choose a role';
  return null;
}
