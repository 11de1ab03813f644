/** See engine-code-cache.mjs. */
export declare const CODE_CACHE_MAGIC: string;
export declare const CHUNK_FILE: RegExp;
export declare const NCC_CHUNK_IMPORT: string;
export declare const CHUNK_SCRIPT_PREFIX: string;
export declare function cachePath(chunkPath: string, v8Version?: string): string;
export declare function asciiOnly(source: string): string;
export declare function chunkSource(bytes: Buffer): string;
export declare function prepareChunks(dir: string): void;
export declare function encodeCache(source: Buffer, payload: Buffer): Buffer;
export declare function loaderSource(): string;
export declare function patchChunkLoader(entryPath: string): void;
export declare function writeCodeCaches(dir: string, writer?: string): void;
export declare function ensureCodeCaches(dir: string, writer?: string): boolean;
/** The engine's V8 flags that enter V8's flag hash; the caches are written under them. */
export declare const ENGINE_V8_FLAGS: string[];
