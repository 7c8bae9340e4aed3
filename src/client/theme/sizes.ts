// Sizes of the brand artwork, named so components hold no bare layout numbers (STYLE section 5).

/** The icon-only logo, and the icon in the full logo. */
export const LOGO_ICON_SIZE = 32
/** The sidebar promo card's illustration: width, with the height following the drawing's ratio. */
export const PROMO_ILLUSTRATION_WIDTH = 120
