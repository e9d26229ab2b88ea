/**
 * The generated assets the pages import (gitignored, under web/assets/generated): the pictures in
 * modern formats, the icon sprite and the subset font. Each step returns at once when its output
 * is up to date.
 */
await import("./build-images.ts");
await import("./build-icons.ts");
await import("./build-font.ts");

export {};
