/** See build-inputs.mjs. */
export declare const BUILD_INPUTS_FILE: string;
export declare function buildInputFiles(root: string): string[];
export declare function buildInputsHash(root: string): string;
export declare function recordedBuildInputsHash(root: string): string | null;
export declare function buildInputsRecord(root: string): string;
