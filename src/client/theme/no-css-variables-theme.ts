/**
 * What MUI's createTheme would call for a theme with CSS variables (`cssVariables: true`), in
 * Foyer's build: Foyer's theme has none (decision 011), and MUI's module for them (createThemeWithVars,
 * decision 011) would otherwise ship to every page because createTheme imports it either way.
 * vite.config.ts (`withoutCssVariablesTheme`) puts this module in its place.
 */
export default function createThemeWithVars(): never {
  throw new Error(
    "Foyer's build has no CSS-variables themes (decision 011): call createTheme without `cssVariables` or `colorSchemes`",
  )
}
