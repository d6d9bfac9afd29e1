import { useId, type FormEvent, type ReactNode } from 'react';
import { Card } from '@jhatpat/ui';
import styles from './auth-card.module.css';

export interface AuthCardProps {
  title: string;
  intro: string;
  /** The server's or the fallback message of docs/product.md §8, shown as an alert above the fields. */
  error: string | null;
  onSubmit: () => void;
  children: ReactNode;
  /** The link to the other form. */
  footer: ReactNode;
}

/** The frame of the login and register forms; the browser's own validation is off so our messages show. */
export function AuthCard({ title, intro, error, onSubmit, children, footer }: AuthCardProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className={styles.page}>
      <Card as="section" className={styles.card} aria-labelledby={titleId} elevated>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          {children}
        </form>
        <p className={styles.footer}>{footer}</p>
      </Card>
    </div>
  );
}
