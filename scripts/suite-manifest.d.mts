/** See suite-manifest.mjs. */
export declare const SUITE_MANIFEST_PATH: string;
export declare const FIXTURE_FILES: readonly string[];
export declare function readSuiteManifest(root: string): string;
export declare function fixtureCorpusModule(root: string): string;
