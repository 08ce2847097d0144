import MuiTooltip from '@mui/material/Tooltip';
import type { TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';
import { cloneElement, useEffect, useRef, useState } from 'react';
import type { MouseEvent, ReactElement, Ref, SyntheticEvent } from 'react';

/**
 * MUI's Tooltip, told which element it points at only when someone comes to it, instead of while
 * React commits it (ADR 0075 and its amendment). The portal's tooltips are this one; a lint
 * rule keeps MUI's out.
 *
 * MUI's Tooltip keeps its child's element in state, set from the child's ref. A ref is set during
 * the commit, and a state update there is synchronous: React renders the tooltip again and runs
 * every pending effect of the page (the queries subscribing, the redirects) in the same task as
 * the commit. On a signed-in start that made one long task of what would be three short ones
 * (Lighthouse's blocking time on a phone, in the ADR: a median of 369 ms with MUI's, 267 without).
 * Handed over from an effect, it still cost a render of every tooltip after the first paint (the
 * shell has five, about 20 ms); MUI needs the element only to place an open tip, so it is handed
 * over as a pointer, a finger or the focus reaches the child, before MUI's own handlers run.
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  const tap = useOpenOnTap(props);
  // MUI composes its handlers with the child's own props and lets the child's name win: the
  // wrapper carries those props for it to read.
  const child = children as ReactElement<ChildProps>;
  const { ref: _ref, children: _children, ...own } = child.props;
  return (
    <MuiTooltip {...props} {...tap?.tooltip}>
      <RefOnFirstUse {...own} {...tap?.child(own.onClick)} element={child} now={props.open === true} />
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
type Handler = ((event: SyntheticEvent) => void) | undefined;

/** What reaches a child before its tip opens: a mouse over it, a finger on it, the focus, a click (a tap opens some: `useOpenOnTap`). */
const ARRIVALS = ['onMouseOverCapture', 'onTouchStartCapture', 'onFocusCapture', 'onClickCapture'] as const;

function setRef(ref: Ref<Element>, value: Element | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Renders `element` with every prop it is given (its own ref set at once, as usual), and gives its
 * DOM element to `ref` when something arrives at it (`ARRIVALS`, in the capture phase, so before
 * the handlers MUI gave it), or at once when the tip is opened by its caller (`now`).
 */
function RefOnFirstUse({ ref, element: child, now, ...props }: { ref?: Ref<Element>; element: ReactElement<ChildProps>; now: boolean } & Record<string, unknown>) {
  const element = useRef<Element>(null);
  const handed = useRef<Ref<Element> | null>(null);
  const ownRef = useForkRef(child.props.ref, element);
  const hand = () => {
    if (!ref || handed.current === ref || !element.current) return;
    handed.current = ref;
    setRef(ref, element.current);
  };
  useEffect(() => {
    if (now) hand();
  });
  // A new ref, or the child leaving: the one handed over lets go of the element.
  useEffect(
    () => () => {
      if (handed.current) setRef(handed.current, null);
      handed.current = null;
    },
    [ref],
  );
  const arrivals = Object.fromEntries(
    ARRIVALS.map((name) => [
      name,
      (event: SyntheticEvent) => {
        hand();
        (props[name] as Handler)?.(event);
      },
    ]),
  );
  return cloneElement(child, { ...props, ...arrivals, ref: ownRef });
}
