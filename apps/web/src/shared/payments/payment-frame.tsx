import type { SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShopText } from '@jhatpat/ui';
import { confirmationPathOf } from './confirmation-path';
import styles from './payment-frame.module.css';

/**
 * docs/product.md §2: a card is paid in the provider's page embedded in a frame. The page is ours (same origin,
 * its CSP allows `frame-ancestors 'self'`); when it redirects to the order confirmation, the whole
 * tab goes there instead of the frame.
 */
export function PaymentFrame({ paymentUrl }: { paymentUrl: string }) {
  const navigate = useNavigate();
  const { t } = useShopText();

  function followConfirmation(event: SyntheticEvent<HTMLIFrameElement>) {
    let href: string;
    try {
      href = event.currentTarget.contentWindow?.location.href ?? '';
    } catch {
      return; // Another origin's page (a provider's own): still paying.
    }
    const path = confirmationPathOf(href, window.location.origin);
    if (path) navigate(path);
  }

  return <iframe className={styles.frame} src={paymentUrl} title={t('Card payment')} onLoad={followConfirmation} />;
}
