export declare const BROWSER_OWNED_PARTS_CSS: string;
