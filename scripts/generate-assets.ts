/**
 * The generated assets the pages import (gitignored, under web/assets/generated): the pictures in
 * modern formats and the icon sprite. Each step returns at once when its output is up to date.
 */
await import("./build-images");
await import("./build-icons");

export {};
