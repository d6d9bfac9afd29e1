import type { Order } from '@jhatpat/api-client';
import { useShopText } from '@jhatpat/ui';
import styles from './order-detail-sections.module.css';
import factList from '../../shared/fact-list.module.css';

/** Where the order goes, as it was when placed (the address is snapshotted), and who carries it. */
export function OrderShippingInfo({ order }: { order: Pick<Order, 'address' | 'carrier' | 'trackingNumber' | 'rider'> }) {
  const { contactName, contactPhone } = order.address.addressId;
  const { t } = useShopText();
  return (
    <section className={styles.section} aria-labelledby="shipping-info-title">
      <h2 id="shipping-info-title" className={styles.title}>
        {t('Shipping')}
      </h2>
      <p className={styles.text}>{order.address.details}</p>
      <dl className={factList.facts}>
        <dt>{t('Contact')}</dt>
        <dd>
          {contactName}
          {contactPhone && `, ${contactPhone}`}
        </dd>
        {order.rider && (
          <>
            <dt>{t('Rider')}</dt>
            <dd>{order.rider.name}</dd>
          </>
        )}
        {order.carrier && (
          <>
            <dt>{t('Carrier')}</dt>
            <dd>{order.carrier}</dd>
          </>
        )}
        {order.trackingNumber && (
          <>
            <dt>{t('Tracking number')}</dt>
            <dd>{order.trackingNumber}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
