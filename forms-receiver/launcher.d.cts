import { type ChildProcess } from 'node:child_process';

export declare const receiverDir: string;
export declare const serverScript: string;
export declare const cliScript: string;

export interface ReceiverOptions {
  /** 0 (the default): any free port; the receiver says which. */
  port?: number;
  host?: string;
  /** The environment: the whole of it, or what adds to this process's with `inheritEnv`. */
  env?: Record<string, string>;
  inheritEnv?: boolean;
  /** Copy the receiver's output to this process's stdout and stderr. */
  echo?: boolean;
  /** Keep all its output in `output` (default: unless `echo`, where only the lines up to "listening" are kept). */
  keepOutput?: boolean;
  timeoutMs?: number;
}

export interface RunningReceiver {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: string[];
  /** Its exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | NodeJS.Signals | null>;
  /** SIGKILL: nothing gets a chance to flush. */
  kill(): Promise<void>;
}

export interface SpawnedReceiver {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | NodeJS.Signals | null>;
}

export declare function spawnReceiver(options?: Omit<ReceiverOptions, 'timeoutMs'>): SpawnedReceiver;

export declare function startReceiver(options?: ReceiverOptions): Promise<RunningReceiver>;
