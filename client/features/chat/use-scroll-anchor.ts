import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** Within this many pixels of the bottom counts as "at the bottom". */
const NEAR_BOTTOM_PX = 120;
/** Older messages start loading this close to the top. */
const NEAR_TOP_PX = 80;

/**
 * Scrolling of the message list: it follows new messages when the reader is already near the
 * bottom (and always on their own send), asks for older messages near the top, and keeps the
 * reader's place when those are added above.
 */
export function useScrollAnchor({
  ref,
  contentKey,
  olderKey,
  forceBottomKey,
  onNearTop,
}: {
  ref: RefObject<HTMLElement | null>;
  /** Changes when messages are added or grow at the bottom. */
  contentKey: unknown;
  /** Changes when older messages are added at the top. */
  olderKey: unknown;
  /** Changes when the user sends: scroll to the bottom whatever the position. */
  forceBottomKey: unknown;
  /** Starts loading older messages; true when it did. */
  onNearTop: () => boolean;
}) {
  const nearBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    nearBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (element.scrollTop < NEAR_TOP_PX && onNearTop()) {
      heightBeforeOlder.current = element.scrollHeight;
    }
  }, [onNearTop, ref]);

  // Older messages arrived above: keep the same messages in view.
  useLayoutEffect(() => {
    const element = ref.current;
    const before = heightBeforeOlder.current;
    if (!element || before === null) return;
    element.scrollTop += element.scrollHeight - before;
    heightBeforeOlder.current = null;
  }, [olderKey, ref]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element && nearBottom.current) element.scrollTop = element.scrollHeight;
  }, [contentKey, ref]);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    nearBottom.current = true;
    element.scrollTop = element.scrollHeight;
  }, [forceBottomKey, ref]);

  return { onScroll };
}
