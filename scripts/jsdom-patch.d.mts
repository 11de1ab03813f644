/** See jsdom-patch.mjs. */
export declare const LEFTOVER: RegExp;
export declare const PATCH_MARKERS: { present: string[]; absent: string[] };
export declare function assertPatched(files: string[], what: string): void;
export declare function jsFiles(dir: string): string[];
export declare function rewritePackages(nodeModules: string): void;
