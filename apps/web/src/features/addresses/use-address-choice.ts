import { useState } from 'react';
import { addressText, isServiceable } from '@jhatpat/domain';
import { useShopText, type SavedAddress } from '@jhatpat/ui';
import { useSelectedLocation } from '../../shared/location/location-provider';
import { useToast } from '../../shared/toasts/toast-provider';

/** docs/product.md §4: choosing a saved address makes it the delivery location and says whether the shop delivers there. */
export function useAddressChoice() {
  const { location, chooseLocation } = useSelectedLocation();
  const toast = useToast();
  const { t } = useShopText();
  const [dialog, setDialog] = useState<{ serviceable: boolean } | null>(null);

  return {
    isChosen: (address: SavedAddress) => location === addressText(address),
    choose(address: SavedAddress) {
      const text = addressText(address);
      chooseLocation(text);
      toast({ message: t('Address selected'), tone: 'success' });
      setDialog({ serviceable: isServiceable(text) });
    },
    dialog,
    closeDialog: () => setDialog(null),
  };
}
