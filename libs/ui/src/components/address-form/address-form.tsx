import { useState, type FormEvent } from 'react';
import { addressMessages, addressTypes, checkAddressForm, defaultAddressType, phoneNumber, shopRules, type AddressFormValues, type AddressType } from '@jhatpat/domain';
import { Button } from '../../primitives/button/button';
import { Dialog } from '../../primitives/dialog/dialog';
import { TextField } from '../../primitives/text-field/text-field';
import styles from './address-form.module.css';

type Draft = Record<Exclude<keyof AddressFormValues, 'addressType'>, string> & { addressType: AddressType };

function draftOf(address?: Partial<AddressFormValues>): Draft {
  return {
    addressType: address?.addressType ?? defaultAddressType,
    customName: address?.customName ?? '',
    building: address?.building ?? '',
    floor: address?.floor ?? '',
    locality: address?.locality ?? '',
    landmark: address?.landmark ?? '',
    contactName: address?.contactName ?? '',
    contactPhone: address?.contactPhone ?? '',
  };
}

export interface AddressFormProps {
  open: boolean;
  onClose: () => void;
  /** Edit mode when given (docs/product.md §4 Address form); add mode otherwise. */
  address?: Partial<AddressFormValues>;
  /** Called with checked, trimmed values (libs/domain checkAddressForm). */
  onSubmit: (address: AddressFormValues) => void;
  /** Called with the docs/product.md §8 message when a check fails, so the screen can also toast it. */
  onInvalid?: (failure: { message: string }) => void;
  /** The save is in flight: "Saving..." / "Updating...", disabled. */
  submitting?: boolean;
}

/** The "Enter complete address" modal for adding and editing an address. */
export function AddressForm({ open, onClose, address, onSubmit, onInvalid, submitting = false }: AddressFormProps) {
  const [draft, setDraft] = useState(() => draftOf(address));
  const [message, setMessage] = useState<string>();
  const editing = address !== undefined;
  const set = (field: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));
  const phone = draft.contactPhone.trim();
  const phoneHint = phone !== '' && !phoneNumber.safeParse(phone).success ? addressMessages.phoneHint : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const check = checkAddressForm(draft);
    if (!check.ok) {
      setMessage(check.message);
      onInvalid?.({ message: check.message });
      return;
    }
    setMessage(undefined);
    onSubmit(check.value);
  }

  const submitLabel = editing ? (submitting ? 'Updating...' : 'Update Address') : submitting ? 'Saving...' : 'Save Address';
  return (
    <Dialog open={open} title="Enter complete address" onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.types}>
          <legend className={styles.legend}>Save address as</legend>
          {addressTypes.map((type) => (
            <label key={type} className={styles.type} data-checked={draft.addressType === type || undefined}>
              <input type="radio" name="addressType" value={type} checked={draft.addressType === type} onChange={() => setDraft((d) => ({ ...d, addressType: type }))} />
              {type}
            </label>
          ))}
        </fieldset>
        {draft.addressType === 'Other' && <TextField label="Custom name *" value={draft.customName} onChange={set('customName')} autoComplete="off" />}
        <TextField label="Flat / House no / Building name *" value={draft.building} onChange={set('building')} />
        <TextField label="Floor (optional)" value={draft.floor} onChange={set('floor')} />
        <TextField label="Area / Sector / Locality *" value={draft.locality} onChange={set('locality')} />
        <TextField label="Nearby landmark (optional)" value={draft.landmark} onChange={set('landmark')} />
        <TextField label="Your name *" value={draft.contactName} onChange={set('contactName')} autoComplete="name" />
        <TextField
          label="Your phone number (optional)"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={shopRules.phoneDigits}
          value={draft.contactPhone}
          // maxLength stops typing, not every programmatic or pasted value (docs/product.md §5: limited to 10 characters).
          onChange={(e) => setDraft((d) => ({ ...d, contactPhone: e.target.value.slice(0, shopRules.phoneDigits) }))}
          error={phoneHint}
        />
        {message && (
          <p role="alert" className={styles.message}>
            {message}
          </p>
        )}
        <Button type="submit" fullWidth disabled={submitting}>
          {submitLabel}
        </Button>
      </form>
    </Dialog>
  );
}
