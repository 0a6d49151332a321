/** What the early-input script in index.html and public/boot.js put on `window` (decision 063). */
interface Window {
  /** Replays the taps and typing kept before hydration; the app calls it once hydrated. */
  marqueeReplay?: () => void;
}
