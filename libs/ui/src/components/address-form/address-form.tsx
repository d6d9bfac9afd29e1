import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addressMessages, addressTypes, checkAddressForm, defaultAddressType, phoneNumber, shopRules, type AddressFormValues, type AddressType } from '@jhatpat/domain';
import { useShopText } from '../../locale/shop-text';
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
  /** Called with the docs/product.md §8 message when a check fails (it is shown under its field already). */
  onInvalid?: (failure: { message: string }) => void;
  /** The server's refusal of a field (e.g. an address outside Patna), shown under that field like the form's own checks. */
  refusal?: { field: keyof AddressFormValues; message: string };
  /** The save is in flight: "Saving..." / "Updating...", disabled. */
  submitting?: boolean;
}

/** The field a failed check is about: the first empty required field for "Please fill all required fields". */
function fieldOfFailure(check: { field: keyof AddressFormValues }, draft: Draft): keyof AddressFormValues {
  if (check.field !== 'building' && check.field !== 'locality' && check.field !== 'contactName') return check.field;
  return (['building', 'locality', 'contactName'] as const).find((field) => draft[field].trim() === '') ?? check.field;
}

/** The "Enter complete address" modal for adding and editing an address. */
export function AddressForm({ open, onClose, address, onSubmit, onInvalid, refusal, submitting = false }: AddressFormProps) {
  const { t } = useShopText();
  const [draft, setDraft] = useState(() => draftOf(address));
  // Issue 19 item 11: each failure once, under the field it is about (a required field left empty: the first such).
  const [failure, setFailure] = useState<{ field: keyof AddressFormValues; message: string }>();
  const shown = failure ?? refusal;
  const errorOf = (field: keyof AddressFormValues) => (shown?.field === field ? t(shown.message) : undefined);
  // The failing field takes the focus, so a screen reader reads its message (its description) at once.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (shown) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shown]);
  const editing = address !== undefined;
  const set = (field: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));
  const phone = draft.contactPhone.trim();
  const phoneHint = phone !== '' && !phoneNumber.safeParse(phone).success ? t(addressMessages.phoneHint) : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const check = checkAddressForm(draft);
    if (!check.ok) {
      setFailure({ field: fieldOfFailure(check, draft), message: check.message });
      onInvalid?.({ message: check.message });
      return;
    }
    setFailure(undefined);
    onSubmit(check.value);
  }

  const submitLabel = editing ? (submitting ? t('Updating...') : t('Update Address')) : submitting ? t('Saving...') : t('Save Address');
  return (
    <Dialog open={open} title={t('Enter complete address')} onClose={onClose}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.types}>
          <legend className={styles.legend}>{t('Save address as')}</legend>
          {addressTypes.map((type) => (
            <label key={type} className={styles.type} data-checked={draft.addressType === type || undefined}>
              <input type="radio" name="addressType" value={type} checked={draft.addressType === type} onChange={() => setDraft((d) => ({ ...d, addressType: type }))} />
              {t(type)}
            </label>
          ))}
        </fieldset>
        {draft.addressType === 'Other' && <TextField label={t('Custom name *')} value={draft.customName} onChange={set('customName')} autoComplete="off" error={errorOf('customName')} />}
        <TextField label={t('Flat / House no / Building name *')} value={draft.building} onChange={set('building')} error={errorOf('building')} />
        <TextField label={t('Floor (optional)')} value={draft.floor} onChange={set('floor')} error={errorOf('floor')} />
        <TextField label={t('Area / Sector / Locality *')} hint={t('In Patna, e.g. Boring Road, Patna')} value={draft.locality} onChange={set('locality')} error={errorOf('locality')} />
        <TextField label={t('Nearby landmark (optional)')} value={draft.landmark} onChange={set('landmark')} error={errorOf('landmark')} />
        <TextField label={t('Your name *')} value={draft.contactName} onChange={set('contactName')} autoComplete="name" error={errorOf('contactName')} />
        <TextField
          label={t('Your phone number (optional)')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={shopRules.phoneDigits}
          value={draft.contactPhone}
          // maxLength stops typing, not every programmatic or pasted value (docs/product.md §5: limited to 10 characters).
          onChange={(e) => setDraft((d) => ({ ...d, contactPhone: e.target.value.slice(0, shopRules.phoneDigits) }))}
          // The inline hint while typing; after Save, the form's message once, in its place.
          error={errorOf('contactPhone') ?? phoneHint}
        />
        {shown && (!(shown.field in draft) || shown.field === 'addressType') && (
          <p role="alert" className={styles.message}>
            {t(shown.message)}
          </p>
        )}
        <Button type="submit" fullWidth disabled={submitting}>
          {submitLabel}
        </Button>
      </form>
    </Dialog>
  );
}
