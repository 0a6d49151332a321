/*
 * Classes for blocks that usually start below the first screen: the browser lays them out and
 * paints them only as they near the screen (content-visibility), which keeps the style, layout
 * and paint of a long page out of the tasks that follow its first paint (decision 092). Until
 * drawn, a block takes the size named here; `auto` then keeps the size it was drawn at, so the
 * scrollbar stays steady. Its text is in the page for search engines, find-in-page and screen
 * readers all along.
 */

/** A product card in a grid, from the first row below the screen on (a card is about 340 px tall). */
export const OFFSCREEN_CARD = '[contain-intrinsic-size:auto_340px] [content-visibility:auto]';

/** A strip of film cards (about 400 px tall). */
export const OFFSCREEN_STRIP = '[contain-intrinsic-size:auto_400px] [content-visibility:auto]';
