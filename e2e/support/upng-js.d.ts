// upng-js ships no types; the two calls the screen photographs use.
declare module 'upng-js' {
  interface Image {
    width: number;
    height: number;
  }
  export function decode(buffer: ArrayBuffer): Image;
  export function toRGBA8(image: Image): ArrayBuffer[];
  export function encode(frames: ArrayBuffer[], width: number, height: number, colors: number): ArrayBuffer;
}
