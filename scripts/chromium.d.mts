export declare const SYSTEM_CHROMIUM_ARGS: string[]
export declare function findChromium(): { executablePath: string; kind: 'env' | 'playwright' | 'system' } | null
export declare function chromiumLaunchOptions(): { executablePath?: string; args?: string[] }
