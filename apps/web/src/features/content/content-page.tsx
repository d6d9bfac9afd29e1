import { useId, type ReactNode } from 'react';
import styles from './content-page.module.css';

/** One of the shop's short static pages: a title, a line that sums it up, then its sections. */
export function ContentPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </article>
  );
}

/** A titled part of a content page. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
