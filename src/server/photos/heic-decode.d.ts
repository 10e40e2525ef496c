/** heic-decode ships no types: the part of it the photo processing uses. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface Decode {
    (options: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
    all(options: { buffer: Uint8Array | ArrayBuffer }): Promise<HeicImage[] & { dispose(): void }>;
  }
  const decode: Decode;
  export default decode;
}
