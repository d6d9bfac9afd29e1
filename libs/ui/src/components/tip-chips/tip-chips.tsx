import { useState } from 'react';
import { PAISE_PER_RUPEE, shopRules } from '@jhatpat/domain';
import { Chip } from '../../primitives/chip/chip';
import { TextField } from '../../primitives/text-field/text-field';
import styles from './tip-chips.module.css';
import { useShopText } from '../../locale/shop-text';

export interface TipChipsProps {
  /** The chosen tip in paise; 0 for none (docs/product.md §4: tip is 0 or one chosen value). */
  tipPaise: number;
  onTipChange: (change: { tipPaise: number }) => void;
  /** @default shopRules.tipChoicesRupees (20, 30, 50) */
  choicesRupees?: readonly number[];
  /** @default 'Tip your delivery partner' */
  label?: string;
}

export function TipChips({ tipPaise, onTipChange, choicesRupees = shopRules.tipChoicesRupees, label }: TipChipsProps) {
  const { t } = useShopText();
  const presetPaise = choicesRupees.map((rupees) => rupees * PAISE_PER_RUPEE);
  const [customOpen, setCustomOpen] = useState(tipPaise > 0 && !presetPaise.includes(tipPaise));
  const [customText, setCustomText] = useState(customOpen ? String(tipPaise / PAISE_PER_RUPEE) : '');

  function choosePreset(paise: number) {
    setCustomOpen(false);
    onTipChange({ tipPaise: !customOpen && tipPaise === paise ? 0 : paise });
  }
  function toggleCustom() {
    const opening = !customOpen;
    setCustomOpen(opening);
    const rupees = Number.parseInt(customText, 10);
    onTipChange({ tipPaise: opening && rupees > 0 ? rupees * PAISE_PER_RUPEE : 0 });
  }
  function typeCustom(text: string) {
    const digits = text.replace(/\D/g, '').slice(0, 4);
    setCustomText(digits);
    onTipChange({ tipPaise: (Number.parseInt(digits, 10) || 0) * PAISE_PER_RUPEE });
  }

  return (
    <fieldset className={styles.tips}>
      <legend className={styles.legend}>{label ?? t('Tip your delivery partner')}</legend>
      <div className={styles.chips}>
        {presetPaise.map((paise, i) => (
          <Chip key={paise} selected={!customOpen && tipPaise === paise} onClick={() => choosePreset(paise)}>
            ₹{choicesRupees[i]}
          </Chip>
        ))}
        <Chip selected={customOpen} onClick={toggleCustom}>
          {t('Custom')}
        </Chip>
      </div>
      {customOpen && (
        <TextField label={t('Custom tip (₹)')} inputMode="numeric" autoComplete="off" value={customText} onChange={(e) => typeCustom(e.target.value)} hint={t('Whole rupees')} />
      )}
    </fieldset>
  );
}
