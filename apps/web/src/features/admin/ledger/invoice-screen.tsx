import { Link, useParams } from 'react-router-dom';
import type { Order } from '@jhatpat/api-client';
import { formatRupees, rupeesToPaise } from '@jhatpat/domain';
import { Button, ErrorState, Skeleton } from '@jhatpat/ui';
import { useLoad } from '../../../shared/data/use-load';
import { useApi } from '../../../shared/services/shop-services';
import styles from './invoice-screen.module.css';
import { useDocumentTitle } from '../../../shared/document-title/use-document-title';

const issued = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const rupees = (amount: number) => formatRupees(rupeesToPaise(amount));

/** Issue 9 item 7: one order's invoice, laid out to print (the browser's Print keeps only the invoice). */
export function InvoiceScreen({ print = () => window.print() }: { print?: () => void }) {
  const api = useApi();
  const { orderId = '' } = useParams();
  const order = useLoad(`invoice:${orderId}`, () => api.adminOrders.get(orderId).then(({ order }) => order), 'Failed to get order details');
  useDocumentTitle(order.status === 'ready' ? `Invoice #${order.data.orderNumber}` : 'Invoice');

  return (
    <article className={styles.invoice} aria-labelledby="invoice-title">
      <p className={styles.noPrint}>
        <Link to="/admin/transaction-management">← Invoice & Transaction</Link>
      </p>
      {order.status === 'loading' && (
        <div role="status" aria-busy="true" aria-label="Loading the invoice">
          <Skeleton width="60%" />
          <Skeleton width="90%" />
        </div>
      )}
      {order.status === 'error' && <ErrorState title={order.error} onRetry={order.reload} retryLabel="Try Again" />}
      {order.status === 'ready' && <Invoice order={order.data} onPrint={print} />}
    </article>
  );
}

function Invoice({ order, onPrint }: { order: Order; onPrint: () => void }) {
  const lines: [string, number][] = [
    ['Items total', order.itemsTotal],
    ['Handling charge', order.handlingCharge],
    ['Delivery charge', order.deliveryCharge],
    ['Tip', order.tipAmount],
    ['Donation', order.donationAmount],
  ];
  return (
    <>
      <header className={styles.head}>
        <div>
          <h1 id="invoice-title">Invoice #{order.orderNumber}</h1>
          <p>Order {order._id}</p>
          <p>Placed {issued.format(new Date(order.createdAt))}</p>
        </div>
        <div>
          <p>
            <strong>Jhatpat</strong>
          </p>
          <p>Quick delivery, Patna</p>
        </div>
      </header>
      <section className={styles.party} aria-label="Billed to">
        <p>
          <strong>{order.userId.name}</strong> · {order.userId.phone}
        </p>
        <p>{order.address.details}</p>
      </section>
      <table className={styles.lines}>
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={styles.amount}>
              Qty
            </th>
            <th scope="col" className={styles.amount}>
              Price
            </th>
            <th scope="col" className={styles.amount}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId}>
              <td>
                {item.name}
                {item.variant ? ` · ${item.variant}` : ''}
              </td>
              <td className={styles.amount}>{item.quantity}</td>
              <td className={styles.amount}>{rupees(item.price)}</td>
              <td className={styles.amount}>{rupees(item.price * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {lines.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row" colSpan={3}>
                {label}
              </th>
              <td className={styles.amount}>{rupees(amount)}</td>
            </tr>
          ))}
          <tr className={styles.total}>
            <th scope="row" colSpan={3}>
              Grand total
            </th>
            <td className={styles.amount}>{rupees(order.grandTotal)}</td>
          </tr>
        </tfoot>
      </table>
      <p>
        Payment: {order.paymentMethod} · {order.paymentStatus}
      </p>
      <div className={styles.noPrint}>
        <Button onClick={onPrint}>Print</Button>
      </div>
    </>
  );
}
