import { Chip, Select, useShopText } from '@jhatpat/ui';
import { type ListingChoice, type ListingSort, listingSorts } from './category-listing';
import styles from './catalog-screen.module.css';

export interface ListingControlsProps {
  subcategories: readonly string[];
  choice: ListingChoice;
  onChoose: (choice: ListingChoice) => void;
  /** A subcategory's name in the shopper's language (its products' subcategoryHi in Hindi). */
  labelOf?: (subcategory: string) => string;
}

// The catalog spells subcategories in lower case ("paneer, curd & butter"); a chip starts with a capital.
const chipLabel = (subcategory: string) => subcategory.charAt(0).toUpperCase() + subcategory.slice(1);

/** A category page's subcategory chips ("All" first; none when the shelf has one subcategory) and its sort. */
export function ListingControls({ subcategories, choice, onChoose, labelOf = (subcategory) => subcategory }: ListingControlsProps) {
  const { t } = useShopText();
  return (
    <div className={styles.controls}>
      {subcategories.length > 1 && (
        <div role="group" aria-label={t('Subcategories')} className={styles.chips}>
          <Chip selected={choice.subcategory === null} onClick={() => onChoose({ ...choice, subcategory: null })}>
            {t('All')}
          </Chip>
          {subcategories.map((subcategory) => (
            <Chip key={subcategory} selected={choice.subcategory === subcategory} onClick={() => onChoose({ ...choice, subcategory })}>
              {chipLabel(labelOf(subcategory))}
            </Chip>
          ))}
        </div>
      )}
      <div className={styles.sort}>
        <Select
          label={t('Sort by')}
          options={listingSorts.map((sort) => ({ ...sort, label: t(sort.label) }))}
          value={choice.sort}
          onChange={(event) => onChoose({ ...choice, sort: event.target.value as ListingSort })}
        />
      </div>
    </div>
  );
}
