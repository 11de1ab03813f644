/** See jest-dist-current.mjs. */
export declare const REBUILD_VARIABLE: string;
export declare function ensureDistCurrent(root: string, env: Record<string, string | undefined>, rebuild: () => void): void;
export default function distCurrent(): void;
