import { FeedbackForm } from './feedback-form.tsx';
import { MyFeedback } from './my-feedback.tsx';
import styles from './support.module.css';

/** The feedback page's body: the form beside the member's questions and their answers. */
export function FeedbackScreen({ timeZone }: { timeZone?: string }) {
  return (
    <div className={styles.layout}>
      <FeedbackForm />
      <MyFeedback timeZone={timeZone} />
    </div>
  );
}
