import { useEffect, useRef } from 'react';
import { connectPackingChanges } from '@jhatpat/api-client';
import { useSession } from '../../shared/session/session-provider';

export type ConnectPackingChanges = typeof connectPackingChanges;

/** Calls `onChange` on every push of /packing (orders confirmed, claimed, packed…) while the screen is open. */
export function usePackingChanges(onChange: () => void, connect: ConnectPackingChanges = connectPackingChanges): void {
  const { session } = useSession();
  const token = session?.token;
  const handler = useRef(onChange);
  useEffect(() => {
    handler.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (!token) return;
    const connection = connect({ token, onChange: () => handler.current() });
    return () => connection.close();
  }, [token, connect]);
}
