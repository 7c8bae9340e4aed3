// The links an operator configures (documentation, support, feedback, download, the promotional
// card). Plain data with no schema library, so the client's first chunk stays small.

export const linkKeys = ['docs', 'support', 'feedback', 'download', 'pro'] as const
export type LinkKey = (typeof linkKeys)[number]

/** Where each link points when it is not configured: a section of the Help page. */
export const helpAnchors: Record<LinkKey, string> = {
  docs: 'documentation',
  support: 'support',
  feedback: 'feedback',
  download: 'download',
  pro: 'pro',
}

/** The environment variable that sets each link, as the Help page and docs/configuration.md name it. */
export const linkEnvNames: Record<LinkKey, string> = {
  docs: 'DOCS_URL',
  support: 'SUPPORT_URL',
  feedback: 'FEEDBACK_URL',
  download: 'DOWNLOAD_URL',
  pro: 'PRO_URL',
}
