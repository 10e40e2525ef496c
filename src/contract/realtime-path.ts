/** Where the WebSocket listens; its own module so that the browser's client imports no schema. */
export const REALTIME_PATH = '/api/realtime';
