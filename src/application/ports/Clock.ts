// Port: the current time. Time enters the application through this port so tests can hold it still.
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}
