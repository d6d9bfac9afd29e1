import { shopRules } from '@jhatpat/domain';
import { assign, setup } from 'xstate';

export interface CarouselContext {
  index: number;
  slideCount: number;
  hovered: boolean;
  focused: boolean;
}

export type CarouselEvent =
  | { type: 'slide.next' }
  | { type: 'slide.previous' }
  | { type: 'slide.go'; index: number }
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  | { type: 'focus.enter' }
  | { type: 'focus.leave' };

/**
 * docs/product.md §4 "Carousel": index 0 to slideCount − 1, advancing every 5 s until the last slide, no wrap.
 * It holds still while a shopper points at it or moves focus into it, and restarts the 5 s after any
 * manual move, so a slide is never snatched away as it is being read.
 */
export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as { slideCount?: number } | undefined,
  },
  delays: { advance: shopRules.carouselAdvanceMs },
  guards: {
    hasNext: ({ context }) => context.index < context.slideCount - 1,
    hasPrevious: ({ context }) => context.index > 0,
    isAnotherSlide: ({ context, event }) =>
      event.type === 'slide.go' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.slideCount && event.index !== context.index,
    isHeld: ({ context }) => context.hovered || context.focused,
    isOnLastSlide: ({ context }) => context.index >= context.slideCount - 1,
  },
  actions: {
    showNext: assign({ index: ({ context }) => context.index + 1 }),
    showPrevious: assign({ index: ({ context }) => context.index - 1 }),
    showSlide: assign({ index: ({ event }) => (event.type === 'slide.go' ? event.index : 0) }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    index: 0,
    slideCount: input?.slideCount ?? shopRules.carouselSlides,
    hovered: false,
    focused: false,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isHeld', target: 'held' }, { guard: 'isOnLastSlide', target: 'finished' }, { target: 'playing' }],
    },
    playing: { tags: ['playing'], after: { advance: { actions: 'showNext', target: 'deciding' } } },
    held: {},
    finished: {},
  },
  on: {
    'slide.next': { guard: 'hasNext', actions: 'showNext', target: '.deciding' },
    'slide.previous': { guard: 'hasPrevious', actions: 'showPrevious', target: '.deciding' },
    'slide.go': { guard: 'isAnotherSlide', actions: 'showSlide', target: '.deciding' },
    'pointer.enter': { actions: assign({ hovered: true }), target: '.deciding' },
    'pointer.leave': { actions: assign({ hovered: false }), target: '.deciding' },
    'focus.enter': { actions: assign({ focused: true }), target: '.deciding' },
    'focus.leave': { actions: assign({ focused: false }), target: '.deciding' },
  },
});
