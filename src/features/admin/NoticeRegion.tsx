import styles from './Admin.module.css';

export type Notice = { kind: 'success' | 'error'; text: string };

/**
 * The outcome of an admin action (SPEC §8 alerts): a success in a polite live region that is
 * always present (so screen readers announce what arrives in it), a failure as an alert.
 */
export function NoticeRegion({ notice }: { notice: Notice | undefined }) {
  return (
    <>
      <div role="status" aria-live="polite" className={styles.success}>
        {notice?.kind === 'success' ? notice.text : null}
      </div>
      {notice?.kind === 'error' ? (
        <p role="alert" className={styles.error}>
          {notice.text}
        </p>
      ) : null}
    </>
  );
}
