/** An ETA countdown as the tracker shows it: "7:05", or "1:02:03" past an hour. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** How long past its promised time an order may be and still honestly be "any moment now": its rider is at the door. */
const AT_THE_DOOR_SECONDS = 120;

/**
 * What the tracker says once the promised 8 minutes are up (`overdueSeconds` ≥ 0), true to the status:
 * "any moment now" only for an order on its way and only just late; an order still being packed, or
 * late by more, is said to be late, with an apology, never promised "any moment" forever (issue 19 item 8).
 */
export function lateText(status: string, overdueSeconds: number): string {
  if (status === 'shipped') {
    return overdueSeconds <= AT_THE_DOOR_SECONDS ? 'Arriving any moment now' : 'Running late: your rider is on the way. Sorry for the wait.';
  }
  if (status === 'confirmed' || status === 'preparing') return 'Running late: we are still packing your order. Sorry for the wait.';
  return 'Running late. Sorry for the wait.';
}
