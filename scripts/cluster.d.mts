import type { RunningRedis } from './engines/redis.mjs';

export interface ClusterApp {
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface Cluster {
  /** nginx's address: the store as visitors reach it. */
  url: string;
  redis: RunningRedis;
  apps: ClusterApp[];
  stop(): Promise<void>;
}

export function startCluster(options: {
  root?: string;
  port?: number;
  instances?: number;
  redisPort?: number;
  env?: Record<string, string | undefined>;
  bypassCookies: readonly string[];
  onAppExit?: (port: number, code: number | null, signal: string | null) => void;
}): Promise<Cluster>;
