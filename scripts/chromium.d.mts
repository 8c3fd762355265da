export declare const CHROMIUM_FLAGS: string[];
export declare function chromiumPath(): string;
export declare function testBrowserPath(): string;
