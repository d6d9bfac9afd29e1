import { useId } from 'react';
import { addressText } from '@jhatpat/domain';
import { Button } from '../../primitives/button/button';
import { Dialog } from '../../primitives/dialog/dialog';
import { Spinner } from '../../primitives/spinner/spinner';
import { addressTitle, matchesSavedAddress, type SavedAddress } from '../address-card/saved-address';
import styles from './location-panel.module.css';
import { useShopText } from '../../locale/shop-text';

/** One geocoding search hit (docs/product.md §7 Public geocoding service). */
export interface LocationResult {
  id: string;
  displayName: string;
  address?: { road?: string; neighbourhood?: string; suburb?: string };
}

/** docs/product.md §2: titled by road, neighbourhood or suburb, else "Location". */
export function locationResultTitle(result: LocationResult): string {
  return result.address?.road || result.address?.neighbourhood || result.address?.suburb || 'Location';
}

export interface LocationPanelProps {
  open: boolean;
  onClose: () => void;
  query: string;
  onQueryChange: (change: { query: string }) => void;
  onUseCurrentLocation: () => void;
  /** Geolocation or the reverse lookup is in flight. */
  locating?: boolean;
  /** The debounced search is in flight. */
  searching?: boolean;
  results?: readonly LocationResult[];
  onSelectResult: (selection: { result: LocationResult }) => void;
  /** A docs/product.md §8 location-panel message, e.g. "Failed to search locations". */
  error?: string;
  /** Guests see no saved addresses and no add button (docs/product.md §6). */
  loggedIn?: boolean;
  savedAddresses?: readonly SavedAddress[];
  /** Saved addresses are loading. */
  loadingAddresses?: boolean;
  onSelectAddress: (selection: { address: SavedAddress }) => void;
  onAddAddress?: () => void;
}

/** The "Select your Location" panel: all data and callbacks come from the screen. */
export function LocationPanel(props: LocationPanelProps) {
  const { open, onClose, query, onQueryChange, onUseCurrentLocation, locating = false, searching = false, results = [], onSelectResult, error } = props;
  const { loggedIn = false, savedAddresses = [], loadingAddresses = false, onSelectAddress, onAddAddress } = props;
  const id = useId();
  const isSearching = query.trim() !== '';
  const matching = savedAddresses.filter((a) => matchesSavedAddress(a, query));
  const { t } = useShopText();

  return (
    <Dialog open={open} title={t('Select your Location')} onClose={onClose}>
      <div className={styles.panel}>
        <input
          type="search"
          className={styles.search}
          aria-label={t('Search for area, street name')}
          placeholder={t('Search for area, street name...')}
          value={query}
          onChange={(e) => onQueryChange({ query: e.target.value })}
        />
        <Button variant="secondary" fullWidth loading={locating} onClick={onUseCurrentLocation}>
          {t('Use current location')}
        </Button>
        {error && (
          <p role="alert" className={styles.error}>
            {t(error)}
          </p>
        )}
        {isSearching && (
          <section aria-labelledby={`${id}-results`} className={styles.section}>
            <h3 id={`${id}-results`} className={styles.heading}>
              {t('Search Results')}
            </h3>
            {searching ? (
              <Spinner label={t('Searching locations')} />
            ) : (
              <ul className={styles.list}>
                {results.map((result) => (
                  <li key={result.id}>
                    <button type="button" className={styles.entry} onClick={() => onSelectResult({ result })}>
                      <span className={styles.entryTitle}>{locationResultTitle(result)}</span>
                      <span className={styles.entryDetail}>{result.displayName}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {loggedIn && (
          <section aria-labelledby={`${id}-saved`} className={styles.section}>
            <h3 id={`${id}-saved`} className={styles.heading}>
              {t('Your saved addresses')}
            </h3>
            {loadingAddresses ? (
              <Spinner label={t('Loading saved addresses')} />
            ) : matching.length === 0 ? (
              <p className={styles.empty}>{isSearching ? t('No addresses match your search') : t('No saved addresses found')}</p>
            ) : (
              <ul className={styles.list}>
                {matching.map((address) => (
                  <li key={address._id}>
                    <button type="button" className={styles.entry} onClick={() => onSelectAddress({ address })}>
                      <span className={styles.entryTitle}>{addressTitle(address)}</span>
                      <span className={styles.entryDetail}>{addressText(address)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {!isSearching && onAddAddress && (
              <Button variant="ghost" onClick={onAddAddress}>
                + {t('Add New Address')}
              </Button>
            )}
          </section>
        )}
      </div>
    </Dialog>
  );
}
