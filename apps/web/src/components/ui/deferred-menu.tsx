import {
  cloneElement,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
} from 'react';

/** What a deferred menu module renders: the real dropdown around the given trigger. */
export type MenuProps = { trigger: ReactElement<ComponentProps<'button'>>; defaultOpen: boolean };

type Loader<P> = () => Promise<ComponentType<P & MenuProps>>;

/**
 * A dropdown whose menu code (Radix menu and floating-ui, about 30 KB gzipped) loads when the
 * user reaches for it rather than with every dashboard page: the trigger is a plain button
 * until it is pressed, then the real menu replaces it, already open. Hovering starts the
 * download early, so the menu opens without a visible wait.
 */
export function DeferredMenu<P extends object>({
  trigger,
  load,
  props,
}: {
  trigger: ReactElement<ComponentProps<'button'>>;
  load: Loader<P>;
  props: P;
}) {
  const [Menu, setMenu] = useState<ComponentType<P & MenuProps> | null>(null);
  const [requested, setRequested] = useState(false);
  const open = () => {
    if (requested) return;
    setRequested(true);
    load()
      .then((menu) => setMenu(() => menu))
      // A failed download leaves the button as it was, ready for another press.
      .catch(() => setRequested(false));
  };
  if (Menu) return <Menu {...props} trigger={trigger} defaultOpen />;
  return cloneElement(trigger, {
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => void load(),
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        open();
      }
    },
  });
}
