import styles from './step-number.module.css';

/**
 * The number of a step (a deposit's steps, a how-to, an enrolment). Decorative: the ordered list or
 * the legend beside it already says the order.
 */
export function StepNumber({ n }: { n: number }) {
  return (
    <span className={styles.number} aria-hidden="true">
      {n}
    </span>
  );
}
