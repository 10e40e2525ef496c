/** A start-up failure whose message is one line meant for the person starting the server. */
export class StartupError extends Error {}
