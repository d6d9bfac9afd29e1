import { ApiError } from '@jhatpat/api-client';
import { Button, Card, EmptyState, Skeleton } from '@jhatpat/ui';
import { useLoad } from '../../shared/data/use-load';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';
import { useApi } from '../../shared/services/shop-services';
import styles from './dev-otp-codes-screen.module.css';

/**
 * /dev/otp, for testers of the demo shop: the login codes the SMS sandbox "sent" (nothing leaves the
 * machine). A shop whose codes go by real SMS has no such list: the API answers 404 and this says so.
 */
export function DevOtpCodesScreen() {
  useDocumentTitle('Sandbox SMS codes');
  const api = useApi();
  const codes = useLoad(
    'dev-otp-codes',
    () =>
      api.auth.sandboxLoginCodes().catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    'Could not load the codes.',
  );

  return (
    <div className={styles.page}>
      <Card as="section" aria-labelledby="dev-otp-title" elevated>
        <h1 id="dev-otp-title" className={styles.title}>
          Sandbox SMS codes
        </h1>
        <p className={styles.intro}>Login codes the SMS sandbox would have sent, newest first. No SMS leaves this shop.</p>
        {codes.status === 'loading' && <Skeleton height="6rem" />}
        {codes.status === 'error' && <p role="alert">{codes.error}</p>}
        {codes.status === 'ready' && codes.data === null && (
          <EmptyState title="The SMS sandbox is off on this shop" description="Codes go by real SMS here, or login by OTP is off." />
        )}
        {codes.status === 'ready' && codes.data?.codes.length === 0 && <EmptyState title="No codes yet" description="Ask for a code on the login page, then refresh." />}
        {codes.status === 'ready' && codes.data && codes.data.codes.length > 0 && (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Phone</th>
                <th scope="col">Code</th>
                <th scope="col">Sent</th>
              </tr>
            </thead>
            <tbody>
              {codes.data.codes.map((sms) => (
                <tr key={`${sms.phone}-${sms.sentAt}`}>
                  <td>{sms.phone}</td>
                  <td className={styles.code} data-testid={`otp-code-${sms.phone}`}>
                    {sms.code}
                  </td>
                  <td>{new Date(sms.sentAt).toLocaleTimeString('en-IN')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Button type="button" variant="secondary" onClick={codes.reload}>
          Refresh
        </Button>
      </Card>
    </div>
  );
}
