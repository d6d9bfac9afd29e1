import type { Order } from '@jhatpat/api-client';
import styles from './order-detail-sections.module.css';
import factList from '../../shared/fact-list.module.css';

/** Where the order goes, as it was when placed (the address is snapshotted), and who carries it. */
export function OrderShippingInfo({ order }: { order: Pick<Order, 'address' | 'carrier' | 'trackingNumber' | 'rider'> }) {
  const { contactName, contactPhone } = order.address.addressId;
  return (
    <section className={styles.section} aria-labelledby="shipping-info-title">
      <h2 id="shipping-info-title" className={styles.title}>
        Shipping
      </h2>
      <p className={styles.text}>{order.address.details}</p>
      <dl className={factList.facts}>
        <dt>Contact</dt>
        <dd>
          {contactName}
          {contactPhone && `, ${contactPhone}`}
        </dd>
        {order.rider && (
          <>
            <dt>Rider</dt>
            <dd>{order.rider.name}</dd>
          </>
        )}
        {order.carrier && (
          <>
            <dt>Carrier</dt>
            <dd>{order.carrier}</dd>
          </>
        )}
        {order.trackingNumber && (
          <>
            <dt>Tracking number</dt>
            <dd>{order.trackingNumber}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
