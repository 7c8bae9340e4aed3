export declare const buildStampPath: string
export declare function basePathFromEnv(raw: string | undefined): string
export declare function buildReason(root: string, env: Record<string, string | undefined>): string | null
