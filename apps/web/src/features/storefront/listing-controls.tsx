import { Chip, Select } from '@jhatpat/ui';
import { type ListingChoice, type ListingSort, listingSorts } from './category-listing';
import styles from './catalog-screen.module.css';

export interface ListingControlsProps {
  subcategories: readonly string[];
  choice: ListingChoice;
  onChoose: (choice: ListingChoice) => void;
}

// The catalog spells subcategories in lower case ("paneer, curd & butter"); a chip starts with a capital.
const chipLabel = (subcategory: string) => subcategory.charAt(0).toUpperCase() + subcategory.slice(1);

/** A category page's subcategory chips ("All" first; none when the shelf has one subcategory) and its sort. */
export function ListingControls({ subcategories, choice, onChoose }: ListingControlsProps) {
  return (
    <div className={styles.controls}>
      {subcategories.length > 1 && (
        <div role="group" aria-label="Subcategories" className={styles.chips}>
          <Chip selected={choice.subcategory === null} onClick={() => onChoose({ ...choice, subcategory: null })}>
            All
          </Chip>
          {subcategories.map((subcategory) => (
            <Chip key={subcategory} selected={choice.subcategory === subcategory} onClick={() => onChoose({ ...choice, subcategory })}>
              {chipLabel(subcategory)}
            </Chip>
          ))}
        </div>
      )}
      <div className={styles.sort}>
        <Select
          label="Sort by"
          options={listingSorts}
          value={choice.sort}
          onChange={(event) => onChoose({ ...choice, sort: event.target.value as ListingSort })}
        />
      </div>
    </div>
  );
}
