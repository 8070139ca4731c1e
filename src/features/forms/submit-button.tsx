import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

type Props = Omit<ComponentProps<typeof Button>, 'type' | 'disabled' | 'children'> & {
  sending: boolean;
  copy: { submit: string; sending: string };
};

/** A form's submit button: disabled and saying so while the form is sent. */
export function SubmitButton({ sending, copy, ...props }: Props) {
  return (
    <Button type="submit" disabled={sending} {...props}>
      {sending ? copy.sending : copy.submit}
    </Button>
  );
}
