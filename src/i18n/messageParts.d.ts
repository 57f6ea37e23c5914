import type { Messages } from './translate';

export declare const SIGN_IN_PARTS: readonly string[];
export declare const PUBLIC_PARTS: readonly string[];
export declare const CONSOLE_PARTS: readonly string[];
export declare const SERVER_PARTS: readonly string[];
export declare const consoleRestParts: (all: Messages) => string[];
export declare const pickMessages: (all: Messages, paths: readonly string[]) => Messages;
