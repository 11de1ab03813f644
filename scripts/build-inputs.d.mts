/** See build-inputs.mjs. */
export interface Bundle { name: string; entry: string; out: string; main: string; runs: string[] }
export declare const BUILD_INPUTS_FILE: string;
export declare const BUNDLES: Bundle[];
export declare const BUNDLE_NAMES: string[];
export declare function moduleGraph(root: string, entry: string): string[];
export declare function bundleInputFiles(root: string, bundle: Bundle | undefined): string[];
export declare function bundleInputsHash(root: string, bundle: Bundle): string;
export declare function recordedBundleHashes(root: string): Record<string, string>;
export declare function buildInputsRecord(root: string, built?: string[], current?: Record<string, string>): string;
export declare function staleBundles(root: string, names?: string[]): { name: string; why: string }[];
export declare function withRunTimeBundles(names: string[]): string[];
