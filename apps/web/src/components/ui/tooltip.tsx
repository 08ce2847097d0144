import MuiTooltip from '@mui/material/Tooltip';
import type { TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';
import { cloneElement, useEffect, useRef, useState } from 'react';
import type { MouseEvent, ReactElement, Ref, SyntheticEvent } from 'react';

/**
 * MUI's Tooltip, told which element it points at after the page has painted instead of while
 * React commits it (ADR 0075). The portal's tooltips are this one; a lint rule keeps MUI's out.
 *
 * MUI's Tooltip keeps its child's element in state, set from the child's ref. A ref is set during
 * the commit, and a state update there is synchronous: React renders the tooltip again and runs
 * every pending effect of the page (the queries subscribing, the redirects) in the same task as
 * the commit. On a signed-in start that made one long task of what would be three short ones
 * (Lighthouse's blocking time on a phone, in the ADR: a median of 369 ms with MUI's, 267 without).
 * The element is handed over from an effect instead, an ordinary update after the commit; until
 * then a hover or a focus also hands it over (MUI reads the event's target when it has none).
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  const tap = useOpenOnTap(props);
  // MUI composes its handlers with the child's own props and lets the child's name win: the
  // wrapper carries those props for it to read.
  const child = children as ReactElement<ChildProps>;
  const { ref: _ref, children: _children, ...own } = child.props;
  return (
    <MuiTooltip {...props} {...tap?.tooltip}>
      <RefAfterCommit {...own} {...tap?.child(own.onClick)} element={child} />
    </MuiTooltip>
  );
}

/**
 * A tooltip meant to show on a touch at once (`enterTouchDelay={0}`) also opens on a tap. MUI opens
 * on a touch from a timer, and the touch's end cancels that timer; in Chromium the tip came about
 * 0.12 s after the finger even with no delay (the browser seems to hold timers back while a touch
 * may still become a scroll), so a quicker tap, most of them, showed nothing. Such a tooltip is
 * held open here while MUI's hover, focus and touch still open and close it through `onOpen` and
 * `onClose`; MUI closes it as after any touch, 1.5 s after the finger lifts. Null for any other
 * tooltip, and for one whose caller controls `open`.
 */
function useOpenOnTap({ enterTouchDelay, open, onOpen, onClose }: Omit<TooltipProps, 'children'>) {
  const [shown, setShown] = useState(false);
  if (enterTouchDelay !== 0 || open !== undefined) return null;
  return {
    tooltip: {
      open: shown,
      onOpen: (event: SyntheticEvent) => {
        setShown(true);
        onOpen?.(event);
      },
      onClose: (event: Event | SyntheticEvent) => {
        setShown(false);
        onClose?.(event);
      },
    },
    child: (ownClick: unknown) => ({
      onClick: (event: MouseEvent) => {
        if (typeof ownClick === 'function') ownClick(event);
        if ((event.nativeEvent as PointerEvent).pointerType === 'touch') setShown(true);
      },
    }),
  };
}

type ChildProps = { ref?: Ref<Element>; children?: unknown } & Record<string, unknown>;

/**
 * Renders `element` with every prop it is given, and gives its DOM element to `ref` from an
 * effect (to the element's own ref at once, as usual).
 */
function RefAfterCommit({ ref, element: child, ...props }: { ref?: Ref<Element>; element: ReactElement<ChildProps> }) {
  const element = useRef<Element>(null);
  const ownRef = useForkRef(child.props.ref, element);
  useEffect(() => {
    if (!ref) return;
    if (typeof ref !== 'function') {
      ref.current = element.current;
      return () => {
        ref.current = null;
      };
    }
    const cleanup = ref(element.current);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }, [ref]);
  return cloneElement(child, { ...props, ref: ownRef });
}
