import styles from './prose.module.css';

/**
 * Rich text an operator wrote (platform messages, help articles): paragraphs, headings, lists,
 * links, images and tables in the site's type, in both themes. The HTML must already be safe: the
 * server sanitises it with an allow-list when the operator saves it (ADR 0027).
 */
export function Prose({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  return (
    <div
      className={[styles.prose, className].filter(Boolean).join(' ')}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
