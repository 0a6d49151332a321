import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (about 8 KB gzip in the entry):
 * shared components keep overridable properties (radius, colour, size) out of their base
 * classes or expose them as cva variants, so a caller's class never fights a default.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
