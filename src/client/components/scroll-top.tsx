import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Scrolls smoothly to the top on start and on every navigation, or to the element
 * a #hash names; instantly when the person prefers reduced motion.
 */
export function ScrollTop() {
  const { pathname, hash } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation is the trigger, so the path is a dependency the body does not read
  useEffect(() => {
    const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView({ behavior, block: 'start' })
    else window.scrollTo({ top: 0, left: 0, behavior })
  }, [pathname, hash])
  return null
}
