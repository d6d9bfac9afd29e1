import type { User, UserChanges } from '@jhatpat/api-client';
import { isRole } from '@jhatpat/domain';

export type UserDraft = UserChanges;

export const draftOf = ({ name, phone, role }: User): UserDraft => ({ name, phone, role });

/** SPEC §5: what the server would refuse, said before asking it; null when the draft can be saved. */
export function draftProblem({ name, phone, role }: UserDraft): string | null {
  if (!name.trim()) return 'Name is required';
  if (!/^[0-9]{10}$/.test(phone)) return 'Please enter a valid 10-digit phone number';
  if (!isRole(role)) return 'Choose a role';
  return null;
}
