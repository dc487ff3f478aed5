/**
 * Proof images (withdrawal "not received", bank-transfer deposits): PNG, JPEG or WebP, at most 5 MB
 * each (spec §5 images, the server's limit), checked before anything is sent.
 */
export const PROOF_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_MB = PROOF_MAX_BYTES / 1024 / 1024;
export const MAX_PROOF_IMAGES = 3;
/** `accept` of the file input. */
export const PROOF_ACCEPT = PROOF_TYPES.join(',');

export type ProofProblem = 'type' | 'size' | 'empty' | 'count';

export function proofProblem(file: { type: string; size: number }): ProofProblem | null {
  if (!(PROOF_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > PROOF_MAX_BYTES) return 'size';
  return null;
}

/**
 * Which of the newly chosen files can join the `already` chosen ones: each checked, at most
 * `max` in all. Returns the accepted files and the first problem met, if any.
 */
export function acceptProofs<F extends { type: string; size: number }>(
  chosen: readonly F[],
  already: number,
  max = MAX_PROOF_IMAGES,
): { accepted: F[]; problem: ProofProblem | null } {
  const accepted: F[] = [];
  let problem: ProofProblem | null = null;
  for (const file of chosen) {
    const own = proofProblem(file);
    if (own) {
      problem ??= own;
      continue;
    }
    if (already + accepted.length >= max) {
      problem ??= 'count';
      continue;
    }
    accepted.push(file);
  }
  return { accepted, problem };
}

/** A file as a `data:` URL (what the withdrawal confirmation sends). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
