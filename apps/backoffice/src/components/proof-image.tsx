import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorNote, Skeleton } from './ui.tsx';
import styles from './proof-image.module.css';

/**
 * A proof a member uploaded, fetched with the operator's token (an <img src> cannot send it) and
 * shown from a local object URL, with a link to open it whole.
 */
export function ProofImage(props: {
  queryKey: QueryKey;
  load: () => Promise<Blob>;
  alt: string;
  openLabel: string;
  skeletonRows?: number;
}) {
  const query = useQuery({ queryKey: props.queryKey, queryFn: props.load, staleTime: Infinity });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [query.data]);
  if (query.error) return <ErrorNote error={query.error} />;
  if (!url) return <Skeleton rows={props.skeletonRows ?? 3} />;
  return (
    <div>
      <img src={url} alt={props.alt} />
      <a className={styles.openLink} href={url} target="_blank" rel="noreferrer">
        {props.openLabel}
      </a>
    </div>
  );
}
