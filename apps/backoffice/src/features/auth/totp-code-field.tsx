import { TextField } from '../../components/ui.tsx';

/** A 6-digit authenticator code: digits only, offered by the phone's one-time-code autofill. */
export function TotpCodeField(props: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={props.label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      value={props.value}
      onChange={(value) => props.onChange(value.replace(/\D/g, ''))}
      required
      autoFocus={props.autoFocus}
    />
  );
}
