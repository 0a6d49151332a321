/** The store's theme colours (Site Settings), applied as CSS variables on <html>. */
export interface ThemeColors {
  primary: string;
  secondary: string;
  accent: string;
}

function isColor(value: string): boolean {
  return typeof CSS !== 'undefined' && CSS.supports('color', value);
}

export function applyThemeColors(theme: ThemeColors | undefined): void {
  if (!theme) return;
  const root = document.documentElement;
  for (const name of ['primary', 'secondary', 'accent'] as const) {
    const value = theme[name].trim();
    // Only real colours reach the stylesheet; anything else keeps the built-in theme.
    if (value && isColor(value)) root.style.setProperty(`--color-${name}`, value);
    else root.style.removeProperty(`--color-${name}`);
  }
}
