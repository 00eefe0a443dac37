export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}
export function startRedis(options: { port: number; maxMemory?: string }): Promise<RunningRedis>;
