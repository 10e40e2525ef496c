/** The part of fs-native-extensions this server uses (the package ships no types). */
declare module 'fs-native-extensions' {
  /**
   * Takes a lock on an open file without waiting: true when taken, false when another open file
   * description holds it. On Linux an OFD lock (fcntl F_OFD_SETLK), on macOS flock: the kernel
   * releases it when the file is closed or its process dies, however it dies.
   */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
