import { useEffect, type RefObject } from 'react';
import { useControlledState } from 'react-stately/useControlledState';

interface FieldValueProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/**
 * A text field's value, held here rather than inside react-aria's useTextField so that
 * text typed before the page hydrated is kept. It is in the DOM but not in React's
 * state, and React would wipe it at the field's next render; at mount the field adopts it.
 */
export function useFieldValue(
  { value, defaultValue, onChange }: FieldValueProps,
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
): [string, (value: string) => void] {
  const [current, setCurrent] = useControlledState(value, defaultValue ?? '', onChange);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== current) setCurrent(typed);
    // Only at mount: afterwards React keeps the DOM and the state in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [current, setCurrent];
}
