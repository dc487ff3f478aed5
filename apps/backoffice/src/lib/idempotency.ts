/** A fresh key per operator action: a retry of the same click must reuse it, a new click must not. */
export const newIdempotencyKey = () => crypto.randomUUID();
