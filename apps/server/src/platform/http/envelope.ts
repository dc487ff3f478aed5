export interface SuccessEnvelope<T> {
  success: true;
  code: 'OK';
  message: string;
  value: T;
}

export const ok = <T>(value: T, message = ''): SuccessEnvelope<T> => ({
  success: true,
  code: 'OK',
  message,
  value,
});
