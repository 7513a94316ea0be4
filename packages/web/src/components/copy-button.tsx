import { Button, type ButtonProps } from './button';
import { showErrorToast, showSuccessToast } from './toasts';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What the button copies. */
  text: string;
  /** The toast when it was copied, and when the browser refused (copy it by hand). */
  copiedMessage: string;
  failedMessage: string;
}

/** A button that copies `text` to the clipboard and says, in a toast, whether it could. */
export function CopyButton({ text, copiedMessage, failedMessage, ...rest }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showSuccessToast(copiedMessage);
    } catch {
      showErrorToast(failedMessage);
    }
  };
  return <Button {...rest} onClick={() => void copy()} />;
}
