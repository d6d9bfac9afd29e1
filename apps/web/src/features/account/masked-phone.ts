/** A phone as a dialog shows it to whoever is at the screen: only its last 4 digits (••••••3210). */
export function maskedPhone(phone: string | undefined): string {
  if (!phone) return '';
  return `${'•'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;
}
